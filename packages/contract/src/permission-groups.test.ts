import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';
import { PERMISSION_GROUPS } from './permission-groups.ts';
import { PERMISSIONS } from './permissions.ts';

describe('the permission catalogue by module', () => {
  it('holds every permission once, each under a menu entry that exists or the console', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...listed].sort()).toEqual([...PERMISSIONS].sort());
    expect(new Set(listed).size).toBe(listed.length);
    const ids = new Set(MODULES.map((entry) => entry.id));
    for (const group of PERMISSION_GROUPS) {
      if (group.module_id !== null) expect(ids.has(group.module_id), group.module_id).toBe(true);
    }
    const gatePass = PERMISSION_GROUPS.find((group) => group.module_id === 'gatepass');
    expect(gatePass?.permissions).toEqual(['gatepass_read', 'gatepass_update']);
  });
});
