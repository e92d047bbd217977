import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';
import { MODULE_GROUPS, moduleGroupOf, unplacedModules } from './module-groups.ts';

describe('module groups', () => {
  it('place every module in exactly one group, and name no module that does not exist', () => {
    expect(unplacedModules()).toEqual({ unplaced: [], unknown: [] });
    const groups = new Set(MODULE_GROUPS.map((group) => group.id));
    for (const entry of MODULES) expect(groups.has(moduleGroupOf(entry.id))).toBe(true);
  });
});
