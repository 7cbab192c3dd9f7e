import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import { aiQueries } from '../../api/ai.ts';
import { useDebounced } from '../../layout/use-debounced.ts';
import { useAiSettings } from './use-ai-settings.ts';

/** Below this many characters there is too little to read a feeling from. */
const MIN_TEXT = 20;
const DEBOUNCE_MS = 800;

/**
 * Emotion tags suggested from the text being written: asked for once the writer pauses, never
 * while AI is off in Settings.
 */
export function useEmotionSuggestions(text: string): { suggestions: EmotionName[]; loading: boolean } {
  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  const settings = useAiSettings();
  const enabled = settings.data?.ai_enabled === true && settled.length >= MIN_TEXT;
  const query = useQuery({
    ...aiQueries.emotions(settled),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: enabled ? (query.data?.suggestions ?? []) : [],
    loading: enabled && query.isFetching,
  };
}
