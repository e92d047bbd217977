import {
  Messages,
  PERMISSIONS,
  RoleMessages as Say,
  type Permission,
  type RoleBody,
  type RoleRow,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { conflict, forbidden, notFound } from '../../platform/core/http/http-error.ts';
import type { RequestContext } from '../../platform/core/http/request-context.ts';
import { isoTimestamp } from '../../platform/kit/lists/list-query.ts';
import { uniqueViolation } from '../../platform/core/sql/pg-errors.ts';

// Roles (002 §7 /permission/role): named sets of permissions. Nobody grants what they do not
// hold: a role is created or changed only with permissions the caller holds, and a role that
// holds permissions the caller does not is not theirs to change (a superuser holds all).
// Permissions are read with every request's session, so a change reaches the role's holders
// with their next request; no session needs ending.

const roleColumns = sql`r.id, r.name, r.permissions,
  (SELECT count(*)::int FROM users u WHERE u.permission_role_id = r.id) AS user_count,
  ${isoTimestamp(sql`r.created_at`)} AS created_at`;

export async function listRoles(caller: RequestContext): Promise<RoleRow[]> {
  const found = await caller.db.execute<RoleRow>(
    sql`SELECT ${roleColumns} FROM permission_roles r ORDER BY r.name, r.id`,
  );
  return found.rows;
}

export async function findRole(caller: RequestContext, id: number): Promise<RoleRow> {
  const found = await caller.db.execute<RoleRow>(
    sql`SELECT ${roleColumns} FROM permission_roles r WHERE r.id = ${id}`,
  );
  const role = found.rows[0];
  if (!role) throw notFound(Messages.notFound);
  return role;
}

/** The permissions of `wanted` the caller does not hold, in catalogue order. */
function notHeld(caller: RequestContext, wanted: readonly string[]): Permission[] {
  if (caller.auth.isSuperuser) return [];
  return PERMISSIONS.filter(
    (permission) => wanted.includes(permission) && !caller.auth.permissions.has(permission),
  );
}

function assertHeld(caller: RequestContext, wanted: readonly string[]): void {
  const missing = notHeld(caller, wanted);
  if (missing.length > 0) throw forbidden(Say.beyondOwn(missing));
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(Say.nameTaken);
    throw error;
  }
}

export async function createRole(caller: RequestContext, body: RoleBody): Promise<RoleRow> {
  assertHeld(caller, body.permissions);
  const created = await saving(() =>
    caller.db.execute<{ id: number }>(sql`
      INSERT INTO permission_roles (name, permissions)
      VALUES (${body.name}, ${sql.param(body.permissions)}::text[]) RETURNING id`),
  );
  return findRole(caller, created.rows[0]!.id);
}

export async function updateRole(
  caller: RequestContext,
  id: number,
  body: RoleBody,
): Promise<RoleRow> {
  return caller.db.transaction(async (tx) => {
    // Locked while checked and changed: two editors of one role take turns.
    const found = await tx.execute<{ permissions: string[] }>(
      sql`SELECT permissions FROM permission_roles WHERE id = ${id} FOR UPDATE`,
    );
    const current = found.rows[0];
    if (!current) throw notFound(Messages.notFound);
    if (notHeld(caller, current.permissions).length > 0) throw forbidden(Say.notYours);
    assertHeld(caller, body.permissions);
    await saving(() =>
      tx.execute(sql`
        UPDATE permission_roles SET name = ${body.name},
          permissions = ${sql.param(body.permissions)}::text[]
        WHERE id = ${id}`),
    );
    return findRole({ ...caller, db: tx }, id);
  });
}
