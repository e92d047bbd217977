import { CURRENT_ACADEMIC_YEAR_ID } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { branches, branchGroups, states } from '../../../organisation/organisation.table.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { permittedAssets, serverSettings } from './access.table.ts';
import { userLists } from './settings-cache.ts';
import { rememberedScope } from './scope-memo.ts';
import type { Grant, OrgDirectory, Scope } from './scope.ts';

/** Every permitted_assets row of a user, by academic year and module. */
export async function loadGrants(db: Db, userId: number): Promise<Grant[]> {
  return db
    .select({
      academicYearId: permittedAssets.academicYearId,
      moduleId: permittedAssets.moduleId,
      branchIds: permittedAssets.branchIds,
      stateIds: permittedAssets.stateIds,
      masterStateIds: permittedAssets.masterStateIds,
      segmentIds: permittedAssets.segmentIds,
    })
    .from(permittedAssets)
    .where(eq(permittedAssets.userId, userId))
    .orderBy(asc(permittedAssets.academicYearId), asc(permittedAssets.moduleId));
}

/** The organisation snapshot of the scope rules, plus every state id (a superuser's states). */
export interface OrgSnapshot extends OrgDirectory {
  stateIds: number[];
}

export const ORG_DIRECTORY_TTL_MS = 60_000;

const directoryCache = new WeakMap<Db, { loadedAt: number; snapshot: Promise<OrgSnapshot> }>();

/**
 * Branches and branch groups, kept in memory per database for 60 s: every scoped request needs
 * them and they change rarely. Concurrent callers share one load; a failed load is not kept.
 */
export function loadOrgDirectory(db: Db): Promise<OrgSnapshot> {
  const cached = directoryCache.get(db);
  if (cached && Date.now() - cached.loadedAt < ORG_DIRECTORY_TTL_MS) return cached.snapshot;
  const snapshot = readOrgDirectory(db);
  const entry = { loadedAt: Date.now(), snapshot };
  directoryCache.set(db, entry);
  snapshot.catch(() => {
    if (directoryCache.get(db) === entry) directoryCache.delete(db);
  });
  return snapshot;
}

/** Drops the cached snapshot (after branches or branch groups change). */
export function invalidateOrgDirectory(db: Db): void {
  directoryCache.delete(db);
}

async function readOrgDirectory(db: Db): Promise<OrgSnapshot> {
  // One after the other: `db` may be a transaction, one connection that runs one query at a
  // time (pg queues concurrent ones today, and pg 9 will refuse them).
  const branchRows = await db
    .select({
      id: branches.id,
      stateId: branches.stateId,
      districtId: branches.districtId,
      level: branches.level,
      masterBranchId: branches.masterBranchId,
      admissionBranchId: branches.admissionBranchId,
      payrollBranchId: branches.payrollBranchId,
    })
    .from(branches)
    .orderBy(asc(branches.id));
  const groupRows = await db
    .select({ id: branchGroups.id, kind: branchGroups.kind, stateId: branchGroups.stateId })
    .from(branchGroups)
    .orderBy(asc(branchGroups.id));
  const stateRows = await db.select({ id: states.id }).from(states).orderBy(asc(states.id));
  return {
    branches: branchRows,
    branchGroups: groupRows,
    stateIds: stateRows.map((row) => row.id),
  };
}

/**
 * Server settings whose value is a JSON array of numbers (the user-id lists), by key, read now.
 * A request holds the settings' version from its session query: settings-cache.ts answers from
 * memory for it.
 */
export async function loadUserListSettings(db: Db): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ key: serverSettings.key, value: serverSettings.value })
    .from(serverSettings);
  return userLists(rows.map(({ key, value }) => [key, value]));
}

/**
 * The caller's targeting scope for one global module in one academic year. A signed-in
 * caller's grants were read with the session; anyone else's (a job's author) are read here.
 */
export async function loadScope(
  db: Db,
  auth: Pick<AuthContext, 'userId' | 'isSuperuser' | 'staffBranchId'> & {
    grants?: readonly Grant[];
  },
  globalModule: number,
  academicYearId: number = CURRENT_ACADEMIC_YEAR_ID,
): Promise<Scope> {
  if (auth.isSuperuser) return { all: true };
  // One after the other: `db` may be a transaction, one connection that runs one query at a
  // time (the grants usually came with the session, and the directory is cached).
  const grants = auth.grants ?? (await loadGrants(db, auth.userId));
  const directory = await loadOrgDirectory(db);
  return rememberedScope({
    grants,
    isSuperuser: false,
    staffBranchId: auth.staffBranchId,
    academicYearId,
    globalModule,
    directory,
  });
}
