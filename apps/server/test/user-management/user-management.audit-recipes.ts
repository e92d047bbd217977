import { userManagementEndpoints as endpoints } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Recipes } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';

// The audit walk's recipes for user management (see audit/audit-walk-kit.ts).

const ROLES = { module: 'user-management', item_type: 'permission_roles' };

export const recipes: Recipes = {
  [routeOf(endpoints.createRole)]: async () => ({
    url: urlOf(endpoints.createRole),
    body: { name: `Audit walk role ${Date.now()}`, permissions: ['gatepass_read'] },
    expect: ROLES,
  }),
  [routeOf(endpoints.updateRole)]: async (walk) => {
    const created = await walk.t.db.execute<{ id: number }>(sql`
      INSERT INTO permission_roles (name, permissions)
      VALUES (${`Audit walk role to rename ${Date.now()}`}, '{gatepass_read}') RETURNING id`);
    const id = created.rows[0]!.id;
    return {
      url: urlOf(endpoints.updateRole, { id }),
      body: { name: `Audit walk role renamed ${id}`, permissions: ['gatepass_read', 'meeting'] },
      expect: ROLES,
    };
  },
};
