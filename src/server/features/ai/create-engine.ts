import type { AiConfig } from '../../config.ts';
import type { AiEngine } from './engine.ts';
import { withLocalFallback } from './fallback.ts';
import { createLocalEngine } from './local/local-engine.ts';
import { createOpenAiEngine } from './openai/openai-engine.ts';

export interface Engines {
  /** The configured engine (with the local one standing in on failure). */
  engine: AiEngine;
  /** Always the local engine: used when AI is off for a user, where no text may be read elsewhere. */
  local: AiEngine;
}

/** Chooses the engine from AI_PROVIDER. */
export function createEngines(config: AiConfig): Engines {
  const local = createLocalEngine();
  if (config.provider === 'local') return { engine: local, local };
  return { engine: withLocalFallback(createOpenAiEngine(config), local), local };
}
