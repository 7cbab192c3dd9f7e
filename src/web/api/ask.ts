import type { AskAnswer } from '../../shared/schemas/ask.ts';
import { api } from './http.ts';

/** Asks a question of the user's own entries. */
export const askMemories = (question: string) =>
  api<AskAnswer>('/api/v1/ask', { method: 'POST', body: { question } });
