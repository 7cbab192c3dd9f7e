import { customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A generated full-text column; written by PostgreSQL, never by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const id = () => uuid('id').primaryKey();

/** The owner of a user-owned row; deleting the account deletes the row. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** Binary bytes (images, attachments kept in the database). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
