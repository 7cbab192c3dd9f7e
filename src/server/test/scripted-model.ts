import type { FakeReply, FakeScript, FakeTranscript } from '../features/ai/openai/fake-chat-server.ts';
import { prompts } from '../features/ai/openai/prompts.ts';

/** The entries of a request's user message (`Id:`, `Title:` and `Text:` lines), in order. */
function entriesOf(user: string): { id: string; title: string; text: string }[] {
  return user
    .split('\n---')
    .slice(1)
    .map((block) => ({
      id: /^Id: (.+)$/m.exec(block)?.[1] ?? '',
      title: /^Title: (.+)$/m.exec(block)?.[1] ?? '',
      text: /^Text: (.+)$/m.exec(block)?.[1] ?? '',
    }))
    .filter((e) => e.id);
}

// Slow enough that a browser sees the text grow: a few seconds for an answer.
const slowly = { chunk: 6, delayMs: 120 };

/**
 * A stand-in model for browser tests: it answers each task in the shape its prompt asks for,
 * from the entries it was sent, and streams when asked to. It invents nothing but its framing.
 */
export const scriptedModel: FakeScript = (body) => {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const entries = entriesOf(user);
  const first = entries[0];
  const reply = (json: unknown): FakeReply => ({ json, ...slowly });
  if (system === prompts.answer)
    return reply(
      first
        ? {
            answer: `From your journal: in “${first.title}” you wrote that ${first.text.charAt(0).toLowerCase()}${first.text.slice(1)}`,
            entry_ids: [first.id],
          }
        : { answer: 'Your journal does not say.', entry_ids: [] },
    );
  if (system === prompts.digest)
    return reply({
      claims: [
        ...entries.map((e) => ({ text: `You wrote “${e.title}”: ${e.text}`, entry_ids: [e.id] })),
        { text: 'What would you like to carry into the next weeks?', entry_ids: [] },
      ],
      emotion_trends: { Neutral: 1 },
      quote_highlights: [],
    });
  if (system === prompts.summary) return reply({ summary: user.replace(/^Title: .*\n\n/, '').slice(0, 200) });
  return { json: { emotions: { Neutral: 1 } } };
};

/** What the stand-in hears in any voice memo (a browser test's fake microphone plays only a tone). */
export const scriptedTranscript: FakeTranscript = () =>
  'Remember to water the tomatoes before the trip to the coast.';
