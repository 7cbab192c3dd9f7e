import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AiEngine, EngineCall } from './engine.ts';
import { withLocalFallback } from './fallback.ts';
import { createLocalEngine } from './local/local-engine.ts';

const failing: AiEngine = {
  name: 'openai',
  analyzeEmotions: () => Promise.reject(new Error('connect ECONNREFUSED')),
  summarizeEntry: () => Promise.reject(new Error('timeout')),
  digest: () => Promise.reject(new Error('timeout')),
  answer: () => Promise.reject(new Error('timeout')),
};

describe('local fallback', () => {
  it('answers with the local engine, marks the result offline and logs the request id', async () => {
    const warn = vi.fn();
    const call: EngineCall = { requestId: 'req-42', log: { warn } as unknown as Logger };
    const engine = withLocalFallback(failing, createLocalEngine());
    const period = { start: new Date('2026-01-01'), end: new Date('2026-01-08'), timeZone: 'UTC' };
    const digest = await engine.digest([], period, 'Week', { textAnalysis: true }, call);
    expect(digest.offline).toBe(true);
    expect(digest.content).toMatch(/^There are no entries/);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: 'req-42', task: 'digest' }),
      expect.stringContaining('local engine'),
    );
    expect(await engine.analyzeEmotions('so happy', call)).toHaveProperty('Joy');
    expect(OFFLINE_NOTE).toBe('Generated offline: the AI service did not answer.');
  });
});
