export * from './attachments.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './connections.ts';
export * from './idempotency.ts';
export * from './journal.ts';
export * from './organize.ts';
export * from './profiles.ts';
