import { CctvMessages, type CctvTagBody, type CctvTagRow } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../platform/core/http/http-error.ts';
import { intArray } from '../../platform/core/sql/sql-arrays.ts';
import { uniqueViolation } from '../../platform/core/sql/pg-errors.ts';
import { inCctvScope, type CctvCaller } from './cctv-access.ts';

// Tags (001 §3 "Tag: has a for_dvr indicator"): one list for recorders, one for cameras, names
// unique within each (any case). Tags belong to the group, not to a branch: every CCTV user
// sees them, with how many of their own recorders and cameras carry each.

const selectTag = (caller: CctvCaller) => sql`t.id, t.name, t.for_dvr,
  (SELECT count(*)::int FROM cctv_dvr_tags l JOIN cctv_dvrs d ON d.id = l.dvr_id
    WHERE l.tag_id = t.id AND d.status = 1 AND ${inCctvScope(caller.scope, sql`d.branch_id`)}) AS dvr_count,
  (SELECT count(*)::int FROM cctv_camera_tags l JOIN cctv_cameras c ON c.id = l.camera_id
    JOIN cctv_dvrs d ON d.id = c.dvr_id
    WHERE l.tag_id = t.id AND ${inCctvScope(caller.scope, sql`d.branch_id`)}) AS camera_count`;

export async function listTags(caller: CctvCaller, forDvr?: boolean): Promise<CctvTagRow[]> {
  const result = await caller.db.execute<CctvTagRow>(sql`
    SELECT ${selectTag(caller)} FROM cctv_tags t
    WHERE ${forDvr === undefined ? sql`TRUE` : sql`t.for_dvr = ${forDvr}`}
    ORDER BY t.for_dvr DESC, lower(t.name), t.id`);
  return result.rows;
}

export async function readTag(caller: CctvCaller, id: number): Promise<CctvTagRow> {
  const result = await caller.db.execute<CctvTagRow>(
    sql`SELECT ${selectTag(caller)} FROM cctv_tags t WHERE t.id = ${id}`,
  );
  const tag = result.rows[0];
  if (!tag) throw notFound(CctvMessages.tagNotFound);
  return tag;
}

function nameTaken(error: unknown): unknown {
  return uniqueViolation(error) ? conflict(CctvMessages.duplicateTag) : error;
}

export async function createTag(caller: CctvCaller, body: CctvTagBody): Promise<CctvTagRow> {
  try {
    const result = await caller.db.execute<{ id: number }>(
      sql`INSERT INTO cctv_tags (name, for_dvr) VALUES (${body.name}, ${body.for_dvr}) RETURNING id`,
    );
    return await readTag(caller, result.rows[0]!.id);
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * Renames a tag. Whether it is for recorders or cameras does not change while items carry it:
 * a recorder would be left with a camera's tag.
 */
export async function updateTag(
  caller: CctvCaller,
  id: number,
  body: CctvTagBody,
): Promise<CctvTagRow> {
  const current = await readTag(caller, id);
  if (current.for_dvr !== body.for_dvr) {
    const used = await caller.db.execute(sql`
      SELECT 1 FROM cctv_dvr_tags WHERE tag_id = ${id}
      UNION ALL SELECT 1 FROM cctv_camera_tags WHERE tag_id = ${id} LIMIT 1`);
    if (used.rows.length > 0) {
      throw conflict(body.for_dvr ? CctvMessages.tagsNotForDvr : CctvMessages.tagsNotForCamera);
    }
  }
  try {
    await caller.db.execute(
      sql`UPDATE cctv_tags SET name = ${body.name}, for_dvr = ${body.for_dvr} WHERE id = ${id}`,
    );
  } catch (error) {
    throw nameTaken(error);
  }
  return readTag(caller, id);
}

export async function deleteTag(caller: CctvCaller, id: number): Promise<void> {
  const result = await caller.db.execute(sql`DELETE FROM cctv_tags WHERE id = ${id}`);
  if ((result.rowCount ?? 0) === 0) throw notFound(CctvMessages.tagNotFound);
}

/** 422 unless every id is a tag of the kind (for recorders or for cameras). */
export async function assertTagsOfKind(
  db: DbOrTx,
  tagIds: readonly number[],
  forDvr: boolean,
): Promise<void> {
  if (tagIds.length === 0) return;
  const result = await db.execute<{ id: number; for_dvr: boolean }>(
    sql`SELECT id, for_dvr FROM cctv_tags WHERE id = ANY(${intArray(tagIds)})`,
  );
  if (result.rows.length !== tagIds.length) throw unprocessable(CctvMessages.unknownTags);
  if (result.rows.some((tag) => tag.for_dvr !== forDvr)) {
    throw unprocessable(forDvr ? CctvMessages.tagsNotForDvr : CctvMessages.tagsNotForCamera);
  }
}
