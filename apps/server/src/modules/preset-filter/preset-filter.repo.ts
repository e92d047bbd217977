import type { PresetFilter, PresetFilterBody } from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presetFilters } from './preset-filter.table.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';

// Every query names the owner: another user's filter is never read, changed or deleted.

const columns = {
  id: presetFilters.id,
  page: presetFilters.page,
  name: presetFilters.name,
  data: presetFilters.data,
  created_at: sql<string>`${isoTimestamp(sql`${presetFilters.createdAt}`)}`,
  updated_at: sql<string>`${isoTimestamp(sql`${presetFilters.updatedAt}`)}`,
};

type Row = PresetFilter;

export function listPresetFilters(db: Db, userId: number, page: string): Promise<Row[]> {
  return db
    .select(columns)
    .from(presetFilters)
    .where(and(eq(presetFilters.userId, userId), eq(presetFilters.page, page)))
    .orderBy(asc(presetFilters.name), asc(presetFilters.id));
}

export async function createPresetFilter(
  db: Db,
  userId: number,
  body: PresetFilterBody,
): Promise<Row> {
  const [row] = await db
    .insert(presetFilters)
    .values({ userId, page: body.page, name: body.name, data: body.data })
    .returning(columns);
  return row!;
}

export async function updatePresetFilter(
  db: Db,
  userId: number,
  id: number,
  body: PresetFilterBody,
): Promise<Row | undefined> {
  const [row] = await db
    .update(presetFilters)
    .set({ page: body.page, name: body.name, data: body.data, updatedAt: sql`now()` })
    .where(and(eq(presetFilters.id, id), eq(presetFilters.userId, userId)))
    .returning(columns);
  return row;
}

export async function deletePresetFilter(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(presetFilters)
    .where(and(eq(presetFilters.id, id), eq(presetFilters.userId, userId)))
    .returning({ id: presetFilters.id });
  return deleted.length > 0;
}
