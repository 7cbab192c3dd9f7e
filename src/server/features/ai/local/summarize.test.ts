import { describe, expect, it } from 'vitest';
import { type EngineEntry, isShortEntry } from '../engine.ts';
import { plainText } from '../plain-text.ts';
import { readText } from './nlp.ts';
import { SUMMARY_WORDS_MAX, summarizeEntryText } from './summarize.ts';

const entryOf = (content: string, extra: Partial<EngineEntry> = {}): EngineEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'An entry',
  content,
  occurredAt: new Date('2026-05-04T18:00:00Z'),
  starRating: null,
  tags: [],
  connections: [],
  ...extra,
});

const mayaNews = `Maya called tonight with the news. She is moving to Lisbon in the autumn for the new job at the architecture studio, the one she has wanted for years. I am happy for her, honestly, but I am also worried I will hardly see my sister anymore. We talked for almost two hours about the flat she wants near the river, the Portuguese lessons she has already started, and how Mum will take it. After the call I sat on the balcony for a long time. I kept thinking about all the Sunday dinners we will miss, and then about how brave she is to go. I want to visit her before Christmas.`;

const grandmaStories = `Spent the whole afternoon with Grandma at her flat. She made coffee in the old moka pot and told me about the summer of 1962, when she worked at the bakery on Via Toledo and met Grandpa for the first time. He used to buy two loaves every morning just to see her. I recorded almost an hour of her stories on my phone: the bakery, the flood, the wedding in the little church. Her memory for names is still sharp, sharper than mine. I want to turn the recordings into a small book for the family before her birthday in spring.`;

const spanishClass = `First Spanish class tonight at the community college. I was so nervous beforehand that I almost turned around in the car park. The teacher, Lucía, made everyone introduce themselves in Spanish, and my voice shook the whole time. But nobody laughed, and the woman next to me, Priya, was just as nervous. We practised ordering coffee and asking for directions, and by the end I could say a few full sentences without looking at my notes. I think I will actually go back next week. The homework is to describe our family in ten sentences.`;

/** What a reader checks first: one sentence, short, and not the entry's own words again. */
function expectOneFreshSentence(summary: string, content: string) {
  expect(summary).toMatch(/^\p{Lu}.*[.]$/u);
  expect(readText(summary)).toHaveLength(1);
  expect(summary.split(/\s+/).length).toBeLessThanOrEqual(SUMMARY_WORDS_MAX);
  expect(content.startsWith(summary.slice(0, 25))).toBe(false);
  for (const sentence of readText(content)) expect(summary).not.toContain(sentence.text);
}

describe('local entry summary', () => {
  it('names the linked person, the place the entry went to, and what it was about', () => {
    const summary = summarizeEntryText(
      entryOf(mayaNews, { connections: [{ name: 'Maya', type: 'person' }] }),
    );
    expectOneFreshSentence(summary, mayaNews);
    expect(summary).toMatch(/^With Maya/);
    expect(summary).toContain('Lisbon');
    expect(summary).toContain('the new job');
  });

  it('takes the place from the entry’s location and the people from the names in its text', () => {
    const summary = summarizeEntryText(entryOf(grandmaStories, { place: 'Naples' }));
    expectOneFreshSentence(summary, grandmaStories);
    expect(summary).toMatch(/^With Grandma.* in Naples: /);
    expect(summary).toContain('Grandpa');
    expect(summary).toContain('bakery');
    // A street is where, not who.
    expect(summary).not.toMatch(/Toledo.*in Naples/);
  });

  it('finds a place written after “at” and does not take a language for a person', () => {
    const summary = summarizeEntryText(entryOf(spanishClass));
    expectOneFreshSentence(summary, spanishClass);
    expect(summary).toContain('Lucía');
    expect(summary).toContain('community college');
    expect(summary).not.toMatch(/With[^:]*Spanish/);
  });

  it('reads the words, never the Markdown around them', () => {
    const markdown = `# A day at the market\n\n${grandmaStories.replace('the old moka pot', '**the old moka pot**')}\n\n![](photo.jpg) [A link](https://example.com/story)`;
    const summary = summarizeEntryText(entryOf(markdown));
    expect(summary).not.toMatch(/[*#![\]()]|https?:/);
    expect(summary).toContain('the old moka pot');
  });

  it('counts an entry under 80 words as short, Markdown aside', () => {
    expect(isShortEntry(plainText('We drove to the coast. **Maya** swam in the freezing sea.'))).toBe(true);
    expect(isShortEntry(mayaNews)).toBe(false);
    expect(isShortEntry(`${'word '.repeat(79)}`)).toBe(true);
    expect(isShortEntry(`${'word '.repeat(80)}`)).toBe(false);
  });

  it('is empty for an empty text', () => {
    expect(summarizeEntryText(entryOf('   ', { title: '' }))).toBe('');
  });
});
