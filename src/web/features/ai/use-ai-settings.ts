import { useQuery } from '@tanstack/react-query';
import { aiKeys, getAiSettings } from '../../api/ai.ts';

/** The user's AI switch and the server's abilities; AI pieces hide themselves while it loads or is off. */
export function useAiSettings() {
  return useQuery({ queryKey: aiKeys.settings, queryFn: getAiSettings, staleTime: 60_000 });
}
