import type { AnyEndpoint } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { DemoAccounts } from '../../src/db/seed/demo-accounts.ts';
import type { SignedIn, TestApp } from '../harness.ts';
import { callApi, routeOf, type AnswerOf, type EndpointInput } from '../support/endpoint-client.ts';

// What a module's audit recipes are written with. The walk (audit-walk.test.ts) finds every
// `test/<folder>/<folder>.audit-recipes.ts` and holds each registered write route to one recipe
// or one stated exemption among them, so a module's recipes live beside its tests and adding a
// module edits no list of the walk's.

/** A demo account signed in, with its user id (what audit_log.user_id names). */
export interface Caller {
  session: SignedIn;
  id: number;
}

export type DemoAccount = keyof typeof DemoAccounts;

/** What every recipe gets: the app on its own database, and who and where to call from. */
export interface Walk {
  t: TestApp;
  /** The superuser: calls unless a step says otherwise, and prepares through the API. */
  admin: Caller;
  /** A branch every demo account's scope reaches: the principal's. */
  branchId: number;
  /** A demo account signed in, once per walk. */
  caller(account: DemoAccount): Promise<Caller>;
}

/** The concrete call a recipe names, and what its audit row must say. */
export interface Step {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Who calls (default: the superuser). */
  as?: Caller;
  expect: { module: string; item_type: string };
  /** Undoes what the preparation started outside the database (a simulated device), after. */
  cleanup?: () => Promise<void>;
}

/** Prepares what the call needs (through the API or straight into the tables) and names it. */
export type Recipe = (walk: Walk) => Promise<Step>;

/** Recipes by route, as the app registers it: `PUT /api/gate_pass/:id`. */
export type Recipes = Record<string, Recipe>;

/** Routes that change no audited record, by route, each with the reason. */
export type Exemptions = Record<string, string>;

/**
 * What the history walk (history-walk.test.ts) reads an item type's history with: one item in
 * the walk's branch and one in a branch outside it, or 'group-wide' for items that belong to no
 * branch (CCTV tags).
 */
export interface HistoryItems {
  inBranch: number;
  outside: number | 'group-wide';
}

/** Finds or makes an item type's two items; `outsideBranchId` is outside the walk's branch. */
export type HistoryRecipe = (walk: Walk, outsideBranchId: number) => Promise<HistoryItems>;

/** History recipes by item type (`gate_passes`): one for each type a manifest lets non-superusers read. */
export type HistoryRecipes = Record<string, HistoryRecipe>;

/** What a `*.audit-recipes.ts` file exports: its recipes, its exemptions, its histories. */
export interface AuditRecipeFile {
  recipes?: Recipes;
  exempt?: Exemptions;
  histories?: HistoryRecipes;
}

async function signedIn(t: TestApp, account: DemoAccount): Promise<Caller> {
  const session = await t.signIn(account);
  const found = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE username = ${DemoAccounts[account].username}`,
  );
  return { session, id: found.rows[0]!.id };
}

export async function startWalk(t: TestApp): Promise<Walk> {
  const branch = await t.db.execute<{ branch_id: number }>(sql`
    SELECT st.branch_id FROM users u JOIN staff st ON st.id = u.staff_id
    WHERE u.username = ${DemoAccounts.principal.username}`);
  const callers = new Map<DemoAccount, Promise<Caller>>();
  const caller = (account: DemoAccount) => {
    if (!callers.has(account)) callers.set(account, signedIn(t, account));
    return callers.get(account)!;
  };
  return { t, admin: await caller('superuser'), branchId: branch.rows[0]!.branch_id, caller };
}

/** The first id a query finds (a seeded row of the walk's database); throws when there is none. */
export async function firstId(walk: Walk, what: string, query: SQL): Promise<number> {
  const found = await walk.t.db.execute<{ id: number }>(query);
  if (!found.rows[0]) throw new Error(`the walk's database has no ${what}`);
  return found.rows[0].id;
}

/** The id of a created item's answer. */
export const idOf = async (answer: Promise<unknown>) => ((await answer) as { id: number }).id;

/**
 * A call by the contract's endpoint as the superuser that prepares a recipe's item; its answer
 * (read through the endpoint's answer schema), or a thrown failure.
 */
export async function prepare<E extends AnyEndpoint>(
  walk: Walk,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<AnswerOf<E>> {
  const response = await callApi(walk.t, endpoint, input, walk.admin.session);
  if (response.statusCode >= 300) {
    throw new Error(
      `preparing ${routeOf(endpoint)} failed: ${response.statusCode} ${response.body}`,
    );
  }
  return response.answer();
}
