import { ReleasedAsyncLocalStorage } from '../lib/released-async-storage.ts';

/** Where Better Auth keeps its process-wide context, shared by every copy of it in the process. */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** The context's slots for the storages Better Auth makes on first use (`??=`, @better-auth/core). */
export const BETTER_AUTH_STORAGES = [
  'requestStateAsyncStorage',
  'endpointContextAsyncStorage',
  'adapterAsyncStorage',
] as const;

interface BetterAuthGlobal {
  context: Record<string, unknown>;
}

/** Better Auth's context, made here when Better Auth has not made it yet (it then takes it as is). */
export function betterAuthContext(): Record<string, unknown> {
  const holder = globalThis as { [BETTER_AUTH_GLOBAL]?: BetterAuthGlobal };
  holder[BETTER_AUTH_GLOBAL] ??= { context: {} };
  return holder[BETTER_AUTH_GLOBAL].context;
}

/**
 * Gives Better Auth storages that let go of Node's promise hooks between its calls
 * (lib/released-async-storage.ts), before it makes plain ones. A slot already filled, by a
 * storage in use, is left alone.
 */
export function releaseBetterAuthStorages() {
  const context = betterAuthContext();
  for (const slot of BETTER_AUTH_STORAGES) context[slot] ??= new ReleasedAsyncLocalStorage();
}
