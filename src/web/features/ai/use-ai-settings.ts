import { useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';

/** The user's AI switch and the server's abilities; AI pieces hide themselves while it loads or is off. */
export function useAiSettings() {
  return useQuery(aiQueries.settings());
}
