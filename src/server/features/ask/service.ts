import type { AskAnswer, AskRequest } from '../../../shared/schemas/ask.ts';
import type { ServiceContext, Transact } from '../../db/with-user.ts';
import type { AskInput, FoundEntry } from '../ai/ask/types.ts';
import type { Engines } from '../ai/create-engine.ts';
import type { EngineCall } from '../ai/engine.ts';
import { aiOff, isAiEnabled } from '../ai/service.ts';
import { presentEntryRef } from '../entries/summaries.ts';
import { entriesByNames, entriesByText, entriesInSpan, entryTexts } from './queries.ts';

/** How many entries an answer is written from. */
const ANSWER_FROM = 8;

/**
 * Finds the entries a question is about: full-text search on its words, entries linked to the
 * people and places it names, within the span it names. An entry linked to a name counts above
 * any text match; text rank orders the rest. Private entries are never found.
 */
async function retrieve(
  { tx, actor }: ServiceContext,
  understood: AskInput['understood'],
): Promise<FoundEntry[]> {
  const span = understood.range;
  // One after another: the queries share the request's transaction.
  const byText = understood.keywords.length
    ? await entriesByText(tx, actor.userId, understood.keywords, span)
    : [];
  const byName = understood.names.length
    ? await entriesByNames(tx, actor.userId, understood.names, span)
    : [];
  const bySpan = span && !understood.keywords.length ? await entriesInSpan(tx, actor.userId, span) : [];
  const score = new Map<string, { rank: number; names: number }>();
  const bump = (id: string, rank: number, names: number) => {
    const s = score.get(id) ?? { rank: 0, names: 0 };
    score.set(id, { rank: s.rank + rank, names: s.names + names });
  };
  for (const hit of byText) bump(hit.id, hit.rank, 0);
  for (const hit of byName) bump(hit.id, 0, 1);
  // Newest first keeps its order through the stable sort below.
  for (const hit of bySpan) bump(hit.id, 0, 0);
  const limit = understood.intent === 'feeling' ? ANSWER_FROM * 4 : ANSWER_FROM;
  const best = [...score].sort((a, b) => b[1].names - a[1].names || b[1].rank - a[1].rank).slice(0, limit);
  if (best.length === 0) return [];
  const texts = new Map(
    (
      await entryTexts(
        tx,
        actor.userId,
        best.map(([id]) => id),
      )
    ).map((e) => [e.id, e]),
  );
  return best.flatMap(([id, s]) => {
    const e = texts.get(id);
    return e ? [{ ...e, namesMatched: s.names }] : [];
  });
}

/** A question understood and its entries found: what the engine answers from. */
export type AskJob = AskInput;

/** Understands the question and finds its entries in one unit of work (refused while AI is off). */
export async function prepareAsk(transact: Transact, request: AskRequest): Promise<AskJob> {
  const question = request.question.trim();
  // chrono-node, which reads the dates in a question, loads with the first question.
  const { understandQuestion } = await import('../ai/ask/understand-question.ts');
  const understood = understandQuestion(question, new Date());
  const found = await transact(async (ctx) => {
    if (!(await isAiEnabled(ctx))) throw aiOff();
    return retrieve(ctx, understood);
  });
  return { question, understood, found };
}

/** Has the engine answer from the found entries only (outside the transaction: a slow model must not hold a connection). */
export async function answerQuestion(engines: Engines, job: AskJob, call: EngineCall): Promise<AskAnswer> {
  const result = await engines.engine.answer(job, call);
  const byId = new Map(job.found.map((e) => [e.id, e]));
  return {
    question: job.question,
    answer: result.answer,
    citations: result.citations.flatMap((c) => {
      const e = byId.get(c.id);
      return e ? [{ ...presentEntryRef(e), quote: c.quote }] : [];
    }),
    engine: result.offline ? 'local' : engines.engine.name,
    offline: result.offline ?? false,
  };
}

/**
 * Answers a question from the actor's own entries: retrieval in one unit of work, then the engine
 * (offline by default; a configured model sees only the entries found, never private ones).
 */
export async function ask(
  transact: Transact,
  engines: Engines,
  request: AskRequest,
  call: EngineCall,
): Promise<AskAnswer> {
  return answerQuestion(engines, await prepareAsk(transact, request), call);
}
