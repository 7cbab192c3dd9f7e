import type { AiSettings, EmotionSuggestions, EntrySummary, Transcript } from '../../shared/schemas/ai.ts';
import { ApiError, api } from './http.ts';

/** The AI endpoints: the user's switch, suggestions while writing, entry summaries and dictation. */
export const aiKeys = {
  settings: ['ai', 'settings'] as const,
};

export const getAiSettings = () => api<AiSettings>('/api/v1/ai/settings');
export const setAiEnabled = (ai_enabled: boolean) =>
  api<AiSettings>('/api/v1/ai/settings', { method: 'PUT', body: { ai_enabled } });
export const suggestEmotions = (text: string, signal?: AbortSignal) =>
  api<EmotionSuggestions>('/api/v1/ai/emotions', { method: 'POST', body: { text }, signal });
export const summarizeEntry = (id: string) =>
  api<EntrySummary>(`/api/v1/entries/${encodeURIComponent(id)}/summary`, { method: 'POST' });

/** Sends recorded audio as raw bytes (the JSON helper would stringify it). */
export async function transcribe(audio: Blob): Promise<Transcript> {
  const res = await fetch('/api/v1/ai/transcribe', {
    method: 'POST',
    headers: { 'content-type': audio.type.split(';')[0] || 'audio/webm', accept: 'application/json' },
    body: audio,
    credentials: 'same-origin',
  });
  const data = await res.json().catch(() => null);
  if (!res.ok)
    throw new ApiError(
      res.status,
      data?.error?.code ?? 'internal',
      data?.error?.message ?? 'Transcription failed',
    );
  return data as Transcript;
}
