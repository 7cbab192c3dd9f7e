import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import { buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { findOne } from '../../test/find-one.ts';
import { sentEvents, textsSeen } from '../../test/server-sent-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { fileBody } from '../../test/uploads.ts';
import { type FakeChatServer, fakeModelConfig, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';

let fake: FakeChatServer;
let app: TestApp;
let user: TestUser;
let harbourId: string;
let hiddenId: string;
const content = 'Lunch with Ana by the harbour. “Never stop sailing,” she told me. I felt calm and grateful.';

beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp(fakeModelConfig(fake));
  user = await buildUser(app);
  const recent = new Date(Date.now() - 86_400_000).toISOString();
  harbourId = (await buildEntry(user, { title: 'Harbour', type: 'memory', content, occurred_at: recent })).id;
  const hidden = await buildEntry(user, {
    title: 'Hidden',
    type: 'memory',
    content: 'Quokkaquartz is my private word.',
    is_private: true,
    occurred_at: recent,
  });
  hiddenId = hidden.id;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

// The model cites the harbour entry, an id it made up and the private entry's id (which it never saw).
const validDigest = () => ({
  claims: [
    {
      text: 'You wrote one entry this week, about lunch with Ana.',
      entry_ids: [harbourId, 'made-up', hiddenId],
    },
    { text: 'What would you like to keep from it?', entry_ids: [] },
  ],
  emotion_trends: { joy: 0.5, Trust: 0.25, Neutral: 0.25, Boredom: 0.5 },
  quote_highlights: ['Never stop sailing', 'An invented line that is in no entry'],
});
const validContent =
  'You wrote one entry this week, about lunch with Ana.\n\nWhat would you like to keep from it?';

const one = (id: string) => ({ params: { path: { id } } });
const generate = (title: string) =>
  user.api.POST('/api/v1/digests/generate', { body: { title, range: 'week' } });
/** The digest's events as the browser reads them from the stream. */
async function streamed(title: string) {
  const res = await user.api.POST('/api/v1/digests/generate/stream', {
    body: { title, range: 'week' },
    parseAs: 'text',
  });
  return { response: res.response, events: sentEvents(res.data ?? '') };
}
const summarise = (id: string) => user.api.POST('/api/v1/entries/{id}/summary', one(id));

describe('digests with an OpenAI-compatible endpoint', () => {
  it('uses the model’s JSON, keeps only exact quotes and known emotions, and sends no private entry', async () => {
    fake.reply({ json: validDigest() });
    const res = await generate('Week');
    const digest = await expectStatus(res, 201);
    expect(digest.content).toBe(validContent);
    expect(digest.engine).toBe('openai');
    // Only ids of entries the model was given stay cited.
    expect(digest.claims[0]?.entry_ids).toEqual([harbourId]);
    expect(digest.cited_entries).toEqual([
      { id: harbourId, title: 'Harbour', occurred_at: expect.any(String) },
    ]);
    expect(digest.quote_highlights).toEqual(['Never stop sailing']);
    expect(digest.emotion_trends).toEqual({ Joy: 0.5, Trust: 0.25, Neutral: 0.25 });
    expect(digest.note).toBeNull();

    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain('Never stop sailing');
    expect(sent).not.toContain('Quokkaquartz');
    expect(fake.requests[0]?.requestId).toBe(res.response.headers.get('x-request-id'));
  });

  it('retries once after an invalid answer and uses the valid second one', async () => {
    fake.reply({ text: 'Sure! Here is your digest: it was a lovely week.' }, { json: validDigest() });
    expect((await expectStatus(generate('Retry'), 201)).content).toBe(validContent);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages.at(-1);
    expect(retry?.role).toBe('user');
    expect(retry?.content).toMatch(/not valid/);
  });

  it('falls back to the local engine, with the card note, after two invalid answers', async () => {
    fake.reply({ json: { content: '' } }, { json: { summary: 'wrong shape' } });
    const digest = await expectStatus(generate('Invalid'), 201);
    expect(fake.requests).toHaveLength(2);
    expect(digest.note).toBe(OFFLINE_NOTE);
    expect(digest.engine).toBe('local');
    expect(digest.content).toContain('1 entry');
  });

  it('falls back to the local engine with the note when the service times out', async () => {
    fake.reply({ hang: true });
    const digest = await expectStatus(generate('Timeout'), 201);
    expect(digest.note).toBe(OFFLINE_NOTE);
    expect(digest.quote_highlights).toContain('Never stop sailing');
    expect(JSON.stringify(digest)).not.toContain('Quokkaquartz');
    const listed = await expectStatus(user.api.GET('/api/v1/digests'), 200);
    expect(listed.items[0]?.note).toBe(OFFLINE_NOTE);
  });

  it('falls back when the service answers an error', async () => {
    fake.reply({ status: 500 });
    expect((await expectStatus(generate('Error'), 201)).note).toBe(OFFLINE_NOTE);
  });

  it('streams the digest’s text as the model writes it, then saves the validated digest', async () => {
    fake.reply({ json: validDigest(), chunk: 12 });
    const { response, events } = await streamed('Streamed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(fake.requests[0]?.body.stream).toBe(true);
    const seen = textsSeen(events);
    // Several growing pieces of the claims' text, never the JSON around them.
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[0]?.length).toBeLessThan(validContent.length);
    expect(seen.at(-1)).toBe(validContent);
    for (const text of seen) expect(text).not.toMatch(/[{}"]|entry_ids/);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const digest = done?.data as { id: string; content: string; claims: { entry_ids: string[] }[] };
    expect(digest.content).toBe(validContent);
    // The stored result is still the checked one: no made-up or private ids.
    expect(digest.claims[0]?.entry_ids).toEqual([harbourId]);
    expect((await expectStatus(user.api.GET('/api/v1/digests/{id}', one(digest.id)), 200)).content).toBe(
      validContent,
    );
  });

  it('sends the whole text at once when the endpoint does not stream', async () => {
    fake.reply({ json: validDigest(), stream: false });
    const { events } = await streamed('Whole');
    expect(textsSeen(events)).toEqual([validContent]);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.at(-1)?.data).toMatchObject({ engine: 'openai' });
  });

  it('streams the local engine’s digest when the model fails, and says so', async () => {
    fake.reply({ status: 500 });
    const done = (await streamed('Failed')).events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ engine: 'local', note: OFFLINE_NOTE });
  });

  it('summarises and suggests emotions through the model', async () => {
    const entries = (await expectStatus(user.api.GET('/api/v1/entries'), 200)).items;
    const visible = findOne(entries, (e) => !e.is_private, 'entry that is not private');
    const hidden = findOne(entries, (e) => e.is_private, 'private entry');
    // A short entry is said to be short, without asking the model.
    const short = await summarise(visible.id);
    expect(short.data?.summary).toBe('This entry is short enough to read as it is.');
    expect(fake.requests).toHaveLength(0);
    const long = await buildEntry(user, {
      title: 'Harbour, again',
      type: 'memory',
      content: `${content} `.repeat(5),
    });
    fake.reply({ json: { summary: 'You had lunch with Ana by the harbour.' } });
    const summary = await expectStatus(summarise(long.id), 200);
    expect(summary).toMatchObject({ summary: 'You had lunch with Ana by the harbour.', offline: false });
    expect(fake.requests).toHaveLength(1);
    await user.api.DELETE('/api/v1/entries/{id}', one(long.id));

    fake.reply({ json: { emotions: { Joy: 0.6, Fear: 0.2 } } });
    const emotions = await user.api.POST('/api/v1/ai/emotions', { body: { text: 'What a day' } });
    expect(emotions.data?.emotions).toEqual({ Joy: 0.75, Fear: 0.25 });
    expect(emotions.data?.suggestions).toEqual(['Joy', 'Fear']);

    const before = fake.requests.length;
    expect((await summarise(hidden.id)).response.status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });

  it('transcribes recorded audio through the endpoint', async () => {
    expect((await expectStatus(user.api.GET('/api/v1/ai/settings'), 200)).can_transcribe).toBe(true);
    const transcribe = (text: string, type: string) =>
      user.api.POST('/api/v1/ai/transcribe', fileBody(new TextEncoder().encode(text), type));
    expect((await expectStatus(transcribe('RIFF....WAVE', 'audio/wav'), 200)).text).toBe(
      'heard dictation.wav',
    );
    expect(Buffer.from(fake.transcriptions.at(-1)?.bytes ?? []).toString()).toBe('RIFF....WAVE');
    expect((await transcribe('x', 'text/plain')).response.status).toBe(415);
  });
});
