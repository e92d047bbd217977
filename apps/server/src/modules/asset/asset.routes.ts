import {
  CURRENT_ACADEMIC_YEAR_ID,
  academicYearAsset,
  accountingBranchAsset,
  batchAsset,
  branchAsset,
  branchAssetQuery,
  branchGroupAsset,
  branchIdsByLocationQuery,
  courseAsset,
  districtAsset,
  errorBody,
  namedAsset,
  organisationListQuery,
  programAsset,
  programAssetQuery,
  scopeQuery,
  sectionAsset,
  segmentAsset,
  studentAdmissionNumbersQuery,
  studentSectionsQuery,
} from '@console/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z, type ZodType } from 'zod';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { assertModuleScope } from '../../platform/core/access/module-scope.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import * as assets from './asset.repo.ts';

const yearOf = (query: { academic_year_id?: number | undefined }) =>
  query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;

/** Lists answer the array and their length in x-total-count, like every list. */
function answer<T>(reply: FastifyReply, items: T[]): T[] {
  reply.header('x-total-count', String(items.length));
  return items;
}

/** The targeting pickers' lists (000 §7 "Targeting assets"), within the caller's scope. */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.services.db;
  const scopeOf = (
    auth: AuthContext,
    query: { global_module_id: number; academic_year_id?: number | undefined },
  ) => {
    assertModuleScope(auth, query.global_module_id);
    return loadScope(db, auth, query.global_module_id, yearOf(query));
  };

  /** Every branch the user reaches in any module this year (all_branches=true). */
  async function scopeOfAllModules(auth: AuthContext, academicYearId: number): Promise<Scope> {
    if (auth.isSuperuser) return { all: true };
    const modules = new Set([0]);
    for (const grant of auth.grants) {
      if (grant.academicYearId === academicYearId) modules.add(grant.moduleId);
    }
    const scopes = await Promise.all(
      [...modules].map((module) => loadScope(db, auth, module, academicYearId)),
    );
    const union = (pick: (scope: Scope & { all: false }) => number[]) =>
      [...new Set(scopes.flatMap((scope) => (scope.all ? [] : pick(scope))))].sort((a, b) => a - b);
    const first = scopes[0] as Scope & { all: false };
    return {
      ...first,
      branchIds: union((scope) => scope.branchIds),
      segmentIds: union((scope) => scope.segmentIds),
    };
  }

  const scoped = <Q extends ZodType, R extends ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    item: R,
    load: (scope: Scope, query: z.output<Q>, auth: AuthContext) => Promise<unknown[]>,
    withScope: (auth: AuthContext, query: z.output<Q>) => Promise<Scope>,
  ) =>
    api.get(
      path,
      {
        // Every sending module's targeting form loads these; the scope limits what each returns.
        config: { access: 'signed-in' },
        schema: {
          summary,
          querystring,
          response: { 200: z.array(item), 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const auth = request.auth!;
        const query = request.query as z.output<Q>;
        const scope = await withScope(auth, query);
        return answer(reply, (await load(scope, query, auth)) as z.input<R>[]);
      },
    );
  const byModule = (auth: AuthContext, query: z.output<typeof scopeQuery>) => scopeOf(auth, query);

  scoped(
    '/asset/target_info/branch',
    'Branches within your scope (all_branches=true: in any module)',
    branchAssetQuery,
    branchAsset,
    (scope, query) =>
      assets.listBranches(db, scope, {
        stateIds: query.state_ids,
        districtIds: query.district_ids,
        segmentIds: query.segment_ids,
        levels: query.levels,
      }),
    (auth, query) => {
      // all_branches ignores the module, but a module the caller may not use is still refused.
      if (query.all_branches !== 'true') return scopeOf(auth, query);
      assertModuleScope(auth, query.global_module_id);
      return scopeOfAllModules(auth, yearOf(query));
    },
  );
  api.get(
    '/asset/target_info/branch_ids_by_location',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Ids of the branches within your scope in the given states or districts',
        querystring: branchIdsByLocationQuery,
        response: { 200: z.array(z.number().int()), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request.auth!, request.query);
      const ids = await assets.branchIdsByLocation(db, scope, {
        stateIds: request.query.state_ids,
        districtIds: request.query.district_ids,
      });
      return answer(reply, ids);
    },
  );
  scoped(
    '/asset/target_info/state',
    'States within your scope',
    scopeQuery,
    namedAsset,
    (scope) => assets.listStates(db, scope),
    byModule,
  );
  scoped(
    '/asset/target_info/district',
    'Districts within your scope',
    scopeQuery,
    districtAsset,
    (scope) => assets.listDistricts(db, scope),
    byModule,
  );
  scoped(
    '/asset/target_info/segment',
    'Segments within your scope',
    scopeQuery,
    segmentAsset,
    (scope) => assets.listSegments(db, scope),
    byModule,
  );
  scoped(
    '/asset/target_info/student_course',
    'Courses taught this year within your scope',
    scopeQuery,
    courseAsset,
    (scope, query) => assets.listCourses(db, scope, yearOf(query)),
    byModule,
  );
  scoped(
    '/asset/target_info/student_batch',
    'Batches of the courses within your scope',
    scopeQuery,
    batchAsset,
    (scope, query) => assets.listBatches(db, scope, yearOf(query)),
    byModule,
  );
  for (const [kind, item] of [
    ['master', branchGroupAsset],
    ['admission', branchGroupAsset],
    ['payroll', branchGroupAsset],
    ['accounting', accountingBranchAsset],
  ] as const) {
    scoped(
      `/asset/target_info/branch_${kind}`,
      `${kind[0]!.toUpperCase()}${kind.slice(1)} branches within your scope`,
      scopeQuery,
      item,
      (scope) => assets.listBranchGroups(db, scope, kind),
      byModule,
    );
  }
  for (const [name, table] of Object.entries(assets.REFERENCE_TABLES)) {
    scoped(
      `/asset/target_info/${name}`,
      `The ${name.replace(/_/g, ' ')} list`,
      organisationListQuery,
      namedAsset,
      () => assets.listReference(db, table),
      async () => ({ all: true }),
    );
  }
  scoped(
    '/asset/target_info/student_sections',
    'Sections of this year within your scope',
    studentSectionsQuery,
    sectionAsset,
    (scope, query) =>
      assets.listSections(db, scope, yearOf(query), query.branch_ids, query.course_ids),
    (auth, query) => scopeOf(auth, query),
  );
  scoped(
    '/asset/target_info/student_admission_numbers',
    'Admission numbers within your scope, by prefix',
    studentAdmissionNumbersQuery,
    z.string(),
    (scope, query) =>
      assets.listAdmissionNumbers(db, scope, yearOf(query), {
        branchIds: query.branch_ids,
        search: query.search,
        limit: query.limit,
      }),
    (auth, query) => scopeOf(auth, query),
  );
  scoped(
    '/asset/target_info/program',
    'Programs of an academic year, by group',
    programAssetQuery,
    programAsset,
    (_scope, query) => assets.listPrograms(db, query.academic_year_id, query.group_ids),
    async () => ({ all: true }),
  );
  scoped(
    '/asset/academic_year',
    'Academic years',
    z.strictObject({}),
    academicYearAsset,
    () => assets.listAcademicYears(db),
    async () => ({ all: true }),
  );
};
