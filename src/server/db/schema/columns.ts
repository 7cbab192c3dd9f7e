import { type AnyPgColumn, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** A generated full-text column; written by PostgreSQL, never by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * The storage options of every full-text (GIN) index: a pending list of new rows of at most
 * 256 kB, which every search reads whole (migration 0037).
 */
export const searchIndexOptions = { gin_pending_list_limit: 256 };

export const id = () => uuid('id').primaryKey();

/** The owner of a user-owned row; deleting the account deletes the row. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** A moment as the app keeps them all: with its time zone, to the millisecond (as a JavaScript Date). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** Binary bytes (images, attachments kept in the database). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** The first columns of a user-owned record: its id and its owner. */
export const ownedRecord = () => ({ id: id(), userId: ownerId() });

/** When a record was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required link to the row this one belongs to: deleting that row deletes this one. */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** The key of a row that adds to another one by one: the other's id; deleting that row deletes this one. */
export const extensionOf = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).primaryKey().references(parent, { onDelete: 'cascade' });

/** A link that may be empty; `onDelete` says what deleting the linked row does to this one. */
export const optionalLink = (name: string, parent: () => AnyPgColumn, onDelete: 'cascade' | 'set null') =>
  uuid(name).references(parent, { onDelete });
