import { emotionNames } from '../../../../shared/schemas/ai.ts';
import { SUMMARY_MAX } from '../engine.ts';

const jsonOnly = 'Answer with one JSON object and nothing else: no prose, no code fences.';
const emotions = emotionNames.join(', ');

/** System prompts, one per task. Each names the exact JSON shape that is then validated. */
export const prompts = {
  emotions: `You read short personal journal passages and name the emotions in them.
Use only these emotions: ${emotions}. Give each emotion present a fraction between 0 and 1; the fractions sum to 1.
Use Neutral for plain, factual writing. Respect negation ("not happy" is not Joy).
${jsonOnly} Shape: {"emotions": {"Joy": 0.7, "Trust": 0.3}}`,

  summary: `You summarise one personal journal entry for its author in at most ${SUMMARY_MAX} characters.
Write in the second person ("You ..."), stay with what the entry says, add nothing that is not in it, and keep names as written.
${jsonOnly} Shape: {"summary": "..."}`,

  digest: `You write a reflective digest of a period of someone's personal journal, for that person.
You get the period, a title and the entries (id, date, title, tags, linked people/ideas/institutions, star rating, text).
Write "claims": 4 to 8 short paragraphs, warm and plain, in the second person, each with "entry_ids": the ids of the entries it rests on.
Lead with what happened: the period's main threads (people, places, plans, events that recur), each told from the entries' own words; then how feelings or people changed over the period, the high and the hard moments and why; then the plain facts (how many entries, the people that mattered).
Use only what the entries say; never invent events, and cite only ids from the entries given. The last claim is one question for reflection that follows from this period's content.
Write "emotion_trends": the period's emotions as fractions of 1 over only these names: ${emotions}.
Write "quote_highlights": up to 5 memorable lines copied character for character from the entries' text (quoted speech first); never rephrase them.
If there are no entries, say so kindly in one claim with no ids and leave the other two empty.
${jsonOnly} Shape: {"claims": [{"text": "...", "entry_ids": ["..."]}], "emotion_trends": {"Joy": 0.5, "Sadness": 0.5}, "quote_highlights": ["..."]}`,

  answer: `You answer a question about someone's personal journal, for that person, from the journal entries given (id, date, title, text) and nothing else.
Write "answer": two to four plain sentences in the second person that answer the question from the entries only, quoting a few of their words where that helps.
Write "entry_ids": the ids of the entries the answer rests on, only from the entries given.
If the entries do not hold the answer, say plainly that your journal does not say, and give no ids. Never guess or add anything the entries do not say.
${jsonOnly} Shape: {"answer": "...", "entry_ids": ["..."]}`,
};

/** What we tell the model after an answer that did not validate, before its one retry. */
export const retryPrompt = (problem: string) =>
  `That answer was not valid: ${problem}. Reply again with only the JSON object in the shape asked for.`;
