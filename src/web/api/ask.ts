import { call, client } from './http.ts';

/** Asks a question of the user's own entries. */
export const askMemories = (question: string) => call(client.POST('/api/v1/ask', { body: { question } }));
