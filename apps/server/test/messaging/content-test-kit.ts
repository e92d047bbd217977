import { ContentStatus, type AnyEndpoint, type TargetingFilter } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { CONTENT_KINDS, type ContentKindKey } from '../support/content-kinds.ts';
import {
  callApi,
  routeOf,
  type EndpointInput,
  type EndpointResponse,
} from '../support/endpoint-client.ts';
import type { SignedIn, TestApp } from '../harness.ts';

// What the content tests share: the five kinds with a valid body each, the demo group's
// branches as the accounts see them, and the API called by the contract's endpoints.

export const KIND_KEYS = Object.keys(CONTENT_KINDS) as ContentKindKey[];
export const KINDS = KIND_KEYS.map((key) => CONTENT_KINDS[key]);

type Kind = (typeof KINDS)[number];
/** A kind with categories: its endpoints have the category calls. */
export type CategoryKind = Extract<Kind, { endpoints: { categories: object } }>;
export const hasCategories = (kind: Kind): kind is CategoryKind => 'categories' in kind.endpoints;
export const CATEGORY_KINDS = KINDS.filter(hasCategories);

export const DLT_TEMPLATE_ID = '1107161234567890123';

/** The fields a kind needs beyond the shared ones to be sent. */
export function moduleFields(key: string): Record<string, unknown> {
  if (key === 'notification') return { applications: [2], platforms: [2, 3] };
  if (key === 'sms') return { dlt_template_id: DLT_TEMPLATE_ID, priority: 1 };
  return {};
}

export const everyone: TargetingFilter = { user_type: 'student', target_method: 'all' };

/** A valid body of a kind: a draft to everyone in the caller's scope, unless overridden. */
export function bodyOf(key: string, overrides: Record<string, unknown> = {}) {
  return {
    ...everyone,
    title: 'Sports day',
    description: 'Sports day is on Friday. Parents are welcome.',
    status: ContentStatus.Draft,
    ...moduleFields(key),
    ...overrides,
  };
}

/** An ISO time this many minutes from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

export interface DemoBranches {
  /** The principal's only branch. */
  principal: number;
  /** A campus of the last state: outside the principal's and the zonal coordinator's scopes. */
  elsewhere: number;
  /** Campuses of the first state, in id order (the zonal's announcement grant: the first 3). */
  firstState: number[];
  /** Every active branch. */
  active: number[];
}

export async function demoBranches(t: TestApp): Promise<DemoBranches> {
  const principal = await t.db.execute<{ branch_id: number; state_id: number }>(sql`
    SELECT st.branch_id, b.state_id FROM users u
    JOIN staff st ON st.id = u.staff_id JOIN branches b ON b.id = st.branch_id
    WHERE u.username = 'principal'`);
  const { branch_id, state_id } = principal.rows[0]!;
  const branches = await t.db.execute<{ id: number; state_id: number; status: number }>(sql`
    SELECT b.id, b.state_id, b.status FROM branches b
    WHERE EXISTS (SELECT 1 FROM sections s WHERE s.branch_id = b.id) ORDER BY b.id`);
  // The last state's campuses are outside every demo account's grants.
  const elsewhere = [...branches.rows]
    .reverse()
    .find((b) => b.state_id !== state_id && b.status === 1)!.id;
  const active = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM branches WHERE status = 1 ORDER BY id`,
  );
  return {
    principal: branch_id,
    elsewhere,
    firstState: branches.rows.filter((b) => b.state_id === state_id).map((b) => b.id),
    active: active.rows.map((row) => row.id),
  };
}

/** Empties the content tables (the demo seed's items would blur the counts) and the job queue. */
export async function clearContent(t: TestApp): Promise<void> {
  for (const kind of KINDS) await t.db.execute(sql`DELETE FROM ${sql.identifier(kind.table)}`);
  await t.db.execute(sql`DELETE FROM content_categories`);
  await t.db.execute(sql`DELETE FROM jobs`);
}

/** The arguments after the endpoint: its input (optional when nothing in it is required), and who calls. */
type CallArguments<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, who?: SignedIn]
    : [input: EndpointInput<E>, who?: SignedIn];

/** A call by the contract's endpoint, as the file's usual caller unless `who` is given. */
export type Call = <E extends AnyEndpoint>(
  endpoint: E,
  ...[input, who]: CallArguments<E>
) => Promise<EndpointResponse<E>>;

export function callerAs(t: TestApp, usual: () => SignedIn): Call {
  return (endpoint, ...[input, who]) =>
    callApi(t, endpoint, input ?? ({} as EndpointInput<typeof endpoint>), who ?? usual());
}

/** The id of what `who` creates through `endpoint` (201), for tests' and recipes' preparations. */
export async function createdId(
  t: TestApp,
  endpoint: AnyEndpoint,
  body: unknown,
  who: SignedIn,
): Promise<number> {
  const response = await callApi(t, endpoint, { body }, who);
  if (response.statusCode !== 201) {
    throw new Error(`${routeOf(endpoint)} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

/** The 422 answer's first field message. */
export const firstError = (response: LightMyRequestResponse): string => {
  const body = response.json<{ message: string; errors?: { message: string }[] }>();
  return body.errors?.[0]?.message ?? body.message;
};

/** The content job of an item, if any. */
export async function jobOf(t: TestApp, key: ContentKindKey, id: number) {
  const result = await t.db.execute<{ status: string; run_at: string }>(sql`
    SELECT status, to_char(run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS run_at
    FROM jobs WHERE key = ${`content:${key}:${id}`}`);
  return result.rows[0];
}
