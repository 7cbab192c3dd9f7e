import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Stripe webhook events already applied, by event id: Stripe delivers at least once, so a replay
 * must find its id here and change nothing. Not user data: RLS is on with no policy and no grant,
 * so only the connecting role (the webhook) can read or write it.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
}).enableRLS();
