import type { Feature } from './invalidation.ts';

/** The signed-in devices, read through Better Auth's client (settings/sessions-section.tsx). */
export const sessionKeys = { all: ['sessions'] as const satisfies [Feature] };
