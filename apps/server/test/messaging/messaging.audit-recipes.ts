import { ContentStatus, notificationEndpoints, type AnyEndpoint } from '@console/contract';
import type { Exemptions, HistoryRecipes, Recipes, Walk } from '../audit/audit-walk-kit.ts';
import { callApi, routeOf, urlOf } from '../support/endpoint-client.ts';
import {
  KINDS,
  bodyOf,
  createdId,
  hasCategories,
  minutesFromNow,
  type CategoryKind,
} from './content-test-kit.ts';

// The audit walk's recipes for the five messaging modules (see audit/audit-walk-kit.ts). They
// share the content engine's calls, so the recipes are written once per kind from its endpoints:
// a sixth kind is walked without a new entry. Their categories are the platform's table (module
// 'content').

const CATEGORIES = { module: 'content', item_type: 'content_categories' };

let categoryCount = 0;
const categoryBody = () => ({ name: `walk-${++categoryCount}`, display_label: 'Walk' });

type Kind = (typeof KINDS)[number];

/** What the walk's superuser makes through `endpoint`, by id. */
const made = (walk: Walk, endpoint: AnyEndpoint, body: unknown) =>
  createdId(walk.t, endpoint, body, walk.admin.session);

function itemRecipes(kind: Kind): Recipes {
  const { endpoints } = kind;
  const items = { module: kind.key, item_type: kind.table };
  const draft = (walk: Walk) => made(walk, endpoints.create, bodyOf(kind.key));
  return {
    [routeOf(endpoints.create)]: async () => ({
      url: urlOf(endpoints.create),
      body: bodyOf(kind.key),
      expect: items,
    }),
    [routeOf(endpoints.update)]: async (walk) => ({
      url: urlOf(endpoints.update, { id: await draft(walk) }),
      body: bodyOf(kind.key, { title: 'Sports day moved' }),
      expect: items,
    }),
    [routeOf(endpoints.status)]: async (walk) => ({
      url: urlOf(endpoints.status, { id: await draft(walk) }),
      body: { status: ContentStatus.Scheduled, scheduled_at: minutesFromNow(60) },
      expect: items,
    }),
    [routeOf(endpoints.remove)]: async (walk) => ({
      url: urlOf(endpoints.remove, { id: await draft(walk) }),
      expect: items,
    }),
    [routeOf(endpoints.restore)]: async (walk) => {
      const id = await draft(walk);
      const deleted = await callApi(
        walk.t,
        endpoints.remove,
        { params: { id } },
        walk.admin.session,
      );
      if (deleted.statusCode !== 204) throw new Error(`deleting failed: ${deleted.body}`);
      return { url: urlOf(endpoints.restore, { id }), body: {}, expect: items };
    },
  };
}

function categoryRecipes({ endpoints: { categories } }: CategoryKind): Recipes {
  const category = (walk: Walk) => made(walk, categories.create, categoryBody());
  return {
    [routeOf(categories.create)]: async () => ({
      url: urlOf(categories.create),
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [routeOf(categories.updateWithIdInBody)]: async (walk) => ({
      url: urlOf(categories.updateWithIdInBody),
      body: { id: await category(walk), ...categoryBody() },
      expect: CATEGORIES,
    }),
    [routeOf(categories.update)]: async (walk) => ({
      url: urlOf(categories.update, { id: await category(walk) }),
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [routeOf(categories.remove)]: async (walk) => ({
      url: urlOf(categories.remove, { id: await category(walk) }),
      expect: CATEGORIES,
    }),
  };
}

export const recipes: Recipes = Object.assign(
  {},
  ...KINDS.map((kind) => ({
    ...itemRecipes(kind),
    ...(hasCategories(kind) ? categoryRecipes(kind) : {}),
  })),
);

export const exempt: Exemptions = {
  [routeOf(notificationEndpoints.reach)]: 'counts recipients; writes nothing',
};

/** A draft of the kind reaching one branch. */
const draftReaching = (walk: Walk, kind: Kind, branchId: number) =>
  made(
    walk,
    kind.endpoints.create,
    bodyOf(kind.key, { target_method: 'branch', branch_ids: [branchId] }),
  );

/** The history walk's items: for each kind, a draft reaching each branch. */
export const histories: HistoryRecipes = Object.fromEntries(
  KINDS.map((kind) => [
    kind.table,
    async (walk: Walk, outsideBranchId: number) => ({
      inBranch: await draftReaching(walk, kind, walk.branchId),
      outside: await draftReaching(walk, kind, outsideBranchId),
    }),
  ]),
);
