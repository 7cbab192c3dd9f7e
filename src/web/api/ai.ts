import { queryOptions } from '@tanstack/react-query';
import { call, client, rawBody } from './http.ts';
import type { Feature } from './invalidation.ts';

/** The AI endpoints: the user's switch, suggestions while writing, entry summaries and dictation. */

const root = ['ai'] as const satisfies [Feature];

export const aiQueries = {
  settings: () =>
    queryOptions({
      queryKey: [...root, 'settings'] as const,
      queryFn: ({ signal }) => call(client.GET('/api/v1/ai/settings', { signal })),
      staleTime: 60_000,
    }),
  /** Emotions of a settled draft; the key holds the text, so each draft is asked about once. */
  emotions: (text: string) =>
    queryOptions({
      queryKey: [...root, 'emotions', text] as const,
      queryFn: ({ signal }) => call(client.POST('/api/v1/ai/emotions', { body: { text }, signal })),
    }),
};

export const setAiEnabled = (ai_enabled: boolean) =>
  call(client.PUT('/api/v1/ai/settings', { body: { ai_enabled } }));
export const summarizeEntry = (id: string) =>
  call(client.POST('/api/v1/entries/{id}/summary', { params: { path: { id } } }));

/** Sends recorded audio as raw bytes. */
export const transcribe = (audio: Blob) =>
  call(client.POST('/api/v1/ai/transcribe', rawBody(audio, 'audio/webm')));
