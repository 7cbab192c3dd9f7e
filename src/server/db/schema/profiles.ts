import { sql } from 'drizzle-orm';
import { boolean, check, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { ownedTable } from './rls.ts';

/** The product's view of a person: plan and onboarding. `id` equals the identity's user id. */
export const profiles = ownedTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    plan: text('plan', { enum: ['free', 'pro'] })
      .notNull()
      .default('free'),
    onboarded: boolean('onboarded').notNull().default(false),
    // The person's own switch: false keeps every entry away from any AI engine.
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    // Set by billing once Stripe knows the person: checkout reuses the customer, webhooks find the profile.
    stripeCustomerId: text('stripe_customer_id'),
    // The subscription the plan follows, so a late event about an older subscription cannot downgrade.
    stripeSubscriptionId: text('stripe_subscription_id'),
    // Access tokens (JWTs) issued before this second are refused: sign-out and password changes set
    // it (docs/decisions/017-access-token-revocation.md). Whole seconds, like a token's iat.
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 0 }),
    // An IANA zone name, validated by the app: the days of Today and of reminders are days in it.
    // Null until the browser or the person sets one (the days are UTC meanwhile): a UTC picked on
    // purpose is a value the browser's sync never replaces.
    timeZone: text('time_zone'),
    ...timestamps(),
  },
  (t) => [
    check('profiles_plan_check', sql`${t.plan} in ('free', 'pro')`),
    check('profiles_time_zone_check', sql`char_length(${t.timeZone}) between 1 and 64`),
    uniqueIndex('profiles_stripe_customer_idx').on(t.stripeCustomerId),
  ],
  'id',
);
