import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

/** The person's AI switch; on until they turn it off (and before their profile exists). */
export async function readAiEnabled(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ aiEnabled: profiles.aiEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.aiEnabled ?? true;
}

/** Returns false when the profile does not exist yet. */
export async function writeAiEnabled(tx: Tx, userId: string, enabled: boolean): Promise<boolean> {
  const rows = await tx
    .update(profiles)
    .set({ aiEnabled: enabled })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
