import { describe, expect, it } from 'vitest';
import { understandQuestion } from './ask/understand-question.ts';
import type { EngineEntry } from './engine.ts';
import { localDigest } from './local/local-engine.ts';
import { plainText } from './plain-text.ts';

// Entries written in Markdown the way the editor saves them: emphasis, a heading, a list, an image, a link.
const markdownEntries: EngineEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Beach with Maya',
    content:
      '## Saturday at the beach\n\n**Maya** laughed at the waves. “You _only_ live once,” she shouted. It was the **happiest** day in months!\n\n![Maya in the waves](/api/v1/attachments/1/file)',
    occurredAt: new Date('2026-03-02T10:00:00Z'),
    starRating: 5,
    tags: [],
    connections: [{ name: 'Maya', type: 'person' }],
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Bad news',
    content:
      'I am *so* sad and worried about [the diagnosis](https://example.com/notes). Maya cried on the phone.\n\n- called the clinic\n- booked a second opinion, and I feel **terrified** about it',
    occurredAt: new Date('2026-03-04T10:00:00Z'),
    starRating: 1,
    tags: [],
    connections: [{ name: 'Maya', type: 'person' }],
  },
];

const markdownMarks = /\*\*|(^|\s)[*_][^\s]|[^\s][*_](\s|$)|!\[|\]\(|https?:|^#{1,6}\s|^\s*[-+]\s/m;
const plainOf = markdownEntries.map((e) => plainText(e.content));

/** Every “…” a reader sees is plain text found in one of the entries as a reader sees them. */
function expectPlainAndTraceable(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line, line).not.toMatch(markdownMarks);
    expect(
      plainOf.some((text) => text.includes(line)),
      line,
    ).toBe(true);
  }
}

const quotedIn = (text: string) => [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1] as string);

describe('quotes from Markdown entries', () => {
  it('plain text keeps the words and drops the marks, each block its own paragraph', () => {
    expect(plainOf[0]).toBe(
      'Saturday at the beach\n\nMaya laughed at the waves. “You only live once,” she shouted. It was the happiest day in months!',
    );
    expect(plainOf[1]).toContain('worried about the diagnosis. Maya cried');
    expect(plainOf[1]).toContain('\n\ncalled the clinic\n\nbooked a second opinion');
    // Text with no Markdown in it is returned as it is.
    expect(plainText('Just a plain line, nothing else.')).toBe('Just a plain line, nothing else.');
  });

  it('a digest quotes plain lines, in its highlights and in its claims', () => {
    const period = {
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-08T00:00:00Z'),
      timeZone: 'UTC',
    };
    const digest = localDigest(markdownEntries, period, { textAnalysis: true });
    expect(digest.quote_highlights).toContain('You only live once');
    expectPlainAndTraceable(digest.quote_highlights);
    // Moments quote the entries' sentences: “happiest day”, “terrified”.
    const claimQuotes = digest.claims
      .flatMap((c) => quotedIn(c.text))
      .filter((q) => !markdownEntries.some((e) => e.title === q));
    expectPlainAndTraceable(claimQuotes);
  });

  it('an offline answer quotes plain lines', async () => {
    const { localAnswer } = await import('./ask/local-answer.ts');
    const question = 'What did Maya say about the waves?';
    const reply = localAnswer({
      question,
      understood: understandQuestion(question, new Date('2026-03-10T00:00:00Z')),
      found: markdownEntries.map((e) => ({ ...e, namesMatched: 1 })),
    });
    const quotes = reply.citations.flatMap((c) => (c.quote ? [c.quote] : []));
    expectPlainAndTraceable(quotes);
    expect(reply.answer).not.toMatch(markdownMarks);
  });
});
