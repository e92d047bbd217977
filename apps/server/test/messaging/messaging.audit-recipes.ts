import { ContentStatus } from '@console/contract';
import {
  idOf,
  send,
  type Exemptions,
  type HistoryRecipes,
  type Recipes,
  type Walk,
} from '../audit/audit-walk-kit.ts';
import { KINDS, bodyOf, minutesFromNow } from './content-test-kit.ts';

// The audit walk's recipes for the five messaging modules (see audit/audit-walk-kit.ts). They
// share the content engine's calls, so the recipes are written once per kind: a sixth kind is
// walked without a new entry. Their categories are the platform's table (module 'content').

const CATEGORIES = { module: 'content', item_type: 'content_categories' };

let categoryCount = 0;
const categoryBody = () => ({ name: `walk-${++categoryCount}`, display_label: 'Walk' });

function itemRecipes(kind: (typeof KINDS)[number]): Recipes {
  const items = { module: kind.key, item_type: kind.table };
  const draft = (walk: Walk) => idOf(send(walk, 'POST', kind.path, bodyOf(kind.key)));
  return {
    [`POST /api${kind.path}`]: async () => ({
      url: `/api${kind.path}`,
      body: bodyOf(kind.key),
      expect: items,
    }),
    [`PUT /api${kind.path}/:id`]: async (walk) => ({
      url: `/api${kind.path}/${await draft(walk)}`,
      body: bodyOf(kind.key, { title: 'Sports day moved' }),
      expect: items,
    }),
    [`PUT /api${kind.path}/:id/status`]: async (walk) => ({
      url: `/api${kind.path}/${await draft(walk)}/status`,
      body: { status: ContentStatus.Scheduled, scheduled_at: minutesFromNow(60) },
      expect: items,
    }),
    [`DELETE /api${kind.path}/:id`]: async (walk) => ({
      url: `/api${kind.path}/${await draft(walk)}`,
      expect: items,
    }),
    [`PUT /api${kind.path}/:id/restore`]: async (walk) => {
      const id = await draft(walk);
      const deleted = await walk.t.call({
        method: 'DELETE',
        url: `/api${kind.path}/${id}`,
        headers: walk.admin.session.headers,
      });
      if (deleted.statusCode !== 204) throw new Error(`deleting failed: ${deleted.body}`);
      return { url: `/api${kind.path}/${id}/restore`, body: {}, expect: items };
    },
  };
}

function categoryRecipes(kind: (typeof KINDS)[number]): Recipes {
  const category = (walk: Walk) =>
    idOf(send(walk, 'POST', `${kind.path}/category`, categoryBody()));
  return {
    [`POST /api${kind.path}/category`]: async () => ({
      url: `/api${kind.path}/category`,
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [`PUT /api${kind.path}/category`]: async (walk) => ({
      url: `/api${kind.path}/category`,
      body: { id: await category(walk), ...categoryBody() },
      expect: CATEGORIES,
    }),
    [`PUT /api${kind.path}/category/:id`]: async (walk) => ({
      url: `/api${kind.path}/category/${await category(walk)}`,
      body: categoryBody(),
      expect: CATEGORIES,
    }),
    [`DELETE /api${kind.path}/category/:id`]: async (walk) => ({
      url: `/api${kind.path}/category/${await category(walk)}`,
      expect: CATEGORIES,
    }),
  };
}

export const recipes: Recipes = Object.assign(
  {},
  ...KINDS.map((kind) => ({
    ...itemRecipes(kind),
    ...(kind.categories ? categoryRecipes(kind) : {}),
  })),
);

export const exempt: Exemptions = {
  'POST /api/notification/reach': 'counts recipients; writes nothing',
};

/** A draft of the kind reaching one branch. */
const draftReaching = (walk: Walk, kind: (typeof KINDS)[number], branchId: number) =>
  idOf(
    send(
      walk,
      'POST',
      kind.path,
      bodyOf(kind.key, { target_method: 'branch', branch_ids: [branchId] }),
    ),
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
