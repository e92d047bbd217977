import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mediaFiles } from './media.table.ts';

export type MediaFile = typeof mediaFiles.$inferSelect;

export async function insertMediaFile(
  db: Db,
  file: Omit<typeof mediaFiles.$inferInsert, 'id' | 'createdAt'>,
): Promise<MediaFile> {
  const [row] = await db.insert(mediaFiles).values(file).returning();
  if (!row) throw new Error('media insert returned no row');
  return row;
}

export async function findMediaFile(db: Db, id: number): Promise<MediaFile | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row;
}

/** Media ids among `ids` that this user uploaded (what they may attach to their own items). */
export async function ownMediaIds(db: Db, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.uploadedBy, userId), inArray(mediaFiles.id, ids)));
  return rows.map((row) => row.id);
}
