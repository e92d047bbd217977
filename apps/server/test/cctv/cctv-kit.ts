import type { DvrCreateBody } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';

// What the CCTV tests share: a recorder's body, and the branches in and out of the principal's
// reach.

let serial = 0;

/** A valid recorder in a branch; every call a new address, so none collides. */
export function dvrBody(branchId: number, overrides: Partial<DvrCreateBody> = {}) {
  serial += 1;
  return {
    name: `Recorder ${serial}`,
    model_id: 1,
    branch_id: branchId,
    serial_number: `DS-7616NI-${1000 + serial}`,
    slno: serial,
    ip_address: `10.20.${Math.floor(serial / 250)}.${(serial % 250) + 1}`,
    http_port: 80,
    rtsp_port: 554,
    server_port: 8000,
    is_https: false,
    is_active: true,
    auth_username: 'admin',
    auth_password: 'Sd@12345',
    auto_scan_add_cameras: true,
    ...overrides,
  };
}

/** The principal's staff branch, and a branch outside it. */
export async function cctvBranches(t: TestApp): Promise<{ own: number; other: number }> {
  const own = await t.db.execute<{ branch_id: number }>(sql`
    SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = 'principal'`);
  const ownId = own.rows[0]!.branch_id;
  const other = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM branches WHERE id <> ${ownId} AND status = 1 ORDER BY id LIMIT 1`,
  );
  return { own: ownId, other: other.rows[0]!.id };
}

/** Gives the principal CCTV: the permissions and a place among the allowed users. */
export async function openCctvToPrincipal(t: TestApp, permissions = ['cctv_read', 'cctv_create']) {
  await t.db.execute(sql`
    UPDATE users SET permissions = ${sql.param(permissions)}::text[] WHERE username = 'principal'`);
  await t.db.execute(sql`
    UPDATE server_settings SET value = (
      SELECT jsonb_agg(DISTINCT x) FROM (
        SELECT jsonb_array_elements(value) AS x FROM server_settings WHERE key = 'cctv_allowed_user_ids'
        UNION SELECT to_jsonb(id) FROM users WHERE username = 'principal') ids)
    WHERE key = 'cctv_allowed_user_ids'`);
}
