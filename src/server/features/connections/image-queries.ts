import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { connectionImages } from '../../db/schema/index.ts';

export type ImageRow = typeof connectionImages.$inferSelect;

/** Stores the connection's image, replacing the one it had. */
export async function upsertImage(tx: Tx, values: typeof connectionImages.$inferInsert) {
  await tx
    .insert(connectionImages)
    .values(values)
    .onConflictDoUpdate({
      target: connectionImages.connectionId,
      set: {
        contentType: values.contentType,
        bytes: values.bytes,
        byteSize: values.byteSize,
        etag: values.etag,
        createdAt: new Date(),
      },
    });
}

export async function findImage(tx: Tx, userId: string, connectionId: string): Promise<ImageRow | undefined> {
  const [row] = await tx
    .select()
    .from(connectionImages)
    .where(and(eq(connectionImages.userId, userId), eq(connectionImages.connectionId, connectionId)));
  return row;
}

export async function deleteImage(tx: Tx, userId: string, connectionId: string) {
  await tx
    .delete(connectionImages)
    .where(and(eq(connectionImages.userId, userId), eq(connectionImages.connectionId, connectionId)));
}
