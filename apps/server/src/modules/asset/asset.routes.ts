import {
  CURRENT_ACADEMIC_YEAR_ID,
  ORGANISATION_ASSET_LISTS,
  assetEndpoints as endpoints,
  type scopeQuery,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { loadScope } from '../../platform/core/access/access.repo.ts';
import { assertModuleScope } from '../../platform/core/access/module-scope.ts';
import type { Scope } from '../../platform/core/access/scope.ts';
import type { AuthContext } from '../../platform/core/auth/authenticate.ts';
import {
  routeEndpoint,
  type EndpointRequest,
  type EndpointResult,
} from '../../platform/core/http/endpoint-route.ts';
import * as assets from './asset.repo.ts';

type AssetEndpoint = (typeof endpoints)[keyof typeof endpoints];

const yearOf = (query: { academic_year_id?: number | undefined }) =>
  query.academic_year_id ?? CURRENT_ACADEMIC_YEAR_ID;

/** The targeting pickers' lists (000 §7 "Targeting assets"), within the caller's scope. */
export const assetRoutes: FastifyPluginAsync = async (app) => {
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

  /**
   * A list within the scope `withScope` gives; lists answer the array and its length in
   * x-total-count, like every list.
   */
  const scoped = <E extends AssetEndpoint>(
    endpoint: E,
    load: (scope: Scope, query: EndpointRequest<E>['query']) => Promise<unknown[]>,
    withScope: (auth: AuthContext, query: EndpointRequest<E>['query']) => Promise<Scope>,
  ) =>
    routeEndpoint(app, endpoint, {
      // Every sending module's targeting form loads these; the scope limits what each returns.
      access: 'signed-in',
      handler: async (request, reply) => {
        const scope = await withScope(request.auth!, request.query);
        const items = await load(scope, request.query);
        reply.header('x-total-count', String(items.length));
        return items as EndpointResult<E>;
      },
    });
  const byModule = (auth: AuthContext, query: z.output<typeof scopeQuery>) => scopeOf(auth, query);
  const unscoped = async (): Promise<Scope> => ({ all: true });

  scoped(
    endpoints.branch,
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
  scoped(
    endpoints.branch_ids_by_location,
    (scope, query) =>
      assets.branchIdsByLocation(db, scope, {
        stateIds: query.state_ids,
        districtIds: query.district_ids,
      }),
    scopeOf,
  );
  scoped(endpoints.state, (scope) => assets.listStates(db, scope), byModule);
  scoped(endpoints.district, (scope) => assets.listDistricts(db, scope), byModule);
  scoped(endpoints.segment, (scope) => assets.listSegments(db, scope), byModule);
  scoped(
    endpoints.student_course,
    (scope, query) => assets.listCourses(db, scope, yearOf(query)),
    byModule,
  );
  scoped(
    endpoints.student_batch,
    (scope, query) => assets.listBatches(db, scope, yearOf(query)),
    byModule,
  );
  for (const kind of ['master', 'admission', 'payroll', 'accounting'] as const) {
    scoped(
      endpoints[`branch_${kind}`],
      (scope) => assets.listBranchGroups(db, scope, kind),
      byModule,
    );
  }
  for (const name of ORGANISATION_ASSET_LISTS) {
    scoped(
      endpoints[name],
      () => assets.listReference(db, assets.REFERENCE_TABLES[name]),
      unscoped,
    );
  }
  scoped(
    endpoints.student_sections,
    (scope, query) =>
      assets.listSections(db, scope, yearOf(query), query.branch_ids, query.course_ids),
    scopeOf,
  );
  scoped(
    endpoints.student_admission_numbers,
    (scope, query) =>
      assets.listAdmissionNumbers(db, scope, yearOf(query), {
        branchIds: query.branch_ids,
        search: query.search,
        limit: query.limit,
      }),
    scopeOf,
  );
  scoped(
    endpoints.program,
    (_scope, query) => assets.listPrograms(db, query.academic_year_id, query.group_ids),
    unscoped,
  );
  scoped(endpoints.academic_year, () => assets.listAcademicYears(db), unscoped);
};
