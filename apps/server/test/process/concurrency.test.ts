import {
  GatePassStatus,
  announcementEndpoints,
  gatePassEndpoints,
  meEndpoints,
  presetFilterEndpoints,
} from '@console/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../template-database.ts';
import {
  cleanUp,
  fetchEndpoint,
  signIn,
  spawnServer,
  waitUntilReady,
  type ServerChild,
} from './server-child.ts';

// The mix that broke the single-session embedded database (PGlite behind a socket): big
// parameters, reads, requests that fail in the database and transactions that roll back, all
// at once against the compiled server on its embedded PostgreSQL, nine callers ROUNDS requests
// each. Every answer must be a proper one (no 5xx) and each caller's own (no parameters or rows
// of another request): /me names the token's user, a saved filter comes back with the marker it
// was sent. How many requests a second it answers is bench/throughput.ts's business, not this
// test's.

const ROUNDS = 100;
const BIG_FILTER_BYTES = 200_000;

const root = tempDir('console-mix');
const dataDir = path.join(root, 'data');
let server: ServerChild | undefined;
afterAll(async () => {
  await cleanUp(server, dataDir);
  fs.rmSync(root, { recursive: true, force: true });
});

interface Tally {
  answers: Map<number, number>;
  crossed: string[];
  unanswered: number;
}

const categories = announcementEndpoints.categories;

const count = (tally: Tally, status: number) =>
  tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1);

describe('the embedded default under a concurrent mix', () => {
  it(`answers every request properly and to its own caller, ${ROUNDS} rounds of nine callers`, async () => {
    server = await spawnServer({ dataDir });
    await waitUntilReady(server);
    const { baseUrl } = server;
    const callers = await Promise.all(
      (['principal', 'zonal', 'staff'] as const).map((account) => signIn(baseUrl, account)),
    );
    const superuser = await signIn(baseUrl, 'superuser');
    const principal = callers[0]!;
    const decided = (await (
      await fetchEndpoint(baseUrl, gatePassEndpoints.list, {
        query: { limit: 50, status_list: GatePassStatus.Approved },
        headers: principal.headers,
      })
    ).json()) as { id: number }[];
    expect(decided.length).toBeGreaterThan(0);

    const tally: Tally = { answers: new Map(), crossed: [], unanswered: 0 };
    const loop = (work: (round: number) => Promise<void>) =>
      (async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          try {
            await work(round);
          } catch (error) {
            tally.unanswered += 1;
            tally.crossed.push(`no answer: ${(error as Error).message}`);
          }
        }
      })();

    const workers = [
      // Three callers saving 200 KB filters: the answer must carry their own marker.
      ...callers.map((caller, c) =>
        loop(async (round) => {
          const marker = `${caller.username}-${round}`;
          const response = await fetchEndpoint(baseUrl, presetFilterEndpoints.create, {
            headers: caller.headers,
            body: {
              page: `/mix/${c}`,
              name: marker,
              data: { marker, padding: 'x'.repeat(BIG_FILTER_BYTES) },
            },
          });
          count(tally, response.status);
          const saved = (await response.json()) as { name?: string; data?: { marker?: string } };
          if (response.status === 201 && (saved.name !== marker || saved.data?.marker !== marker)) {
            tally.crossed.push(`filter ${marker} came back as ${saved.name}/${saved.data?.marker}`);
          }
        }),
      ),
      // Three callers reading /me: the answer must name the token's own user.
      ...callers.map((caller) =>
        loop(async () => {
          const response = await fetchEndpoint(baseUrl, meEndpoints.me, {
            headers: caller.headers,
          });
          count(tally, response.status);
          const me = (await response.json()) as { username?: string };
          if (response.status === 200 && me.username !== caller.username) {
            tally.crossed.push(`/me of ${caller.username} answered ${me.username}`);
          }
        }),
      ),
      // Two callers racing for the same category names: one insert of each pair fails in the
      // database (unique violation), or is refused by the check before it; both are 4xx.
      ...[0, 1].map(() =>
        loop(async (round) => {
          const name = `mix-${round}`;
          const response = await fetchEndpoint(baseUrl, categories.create, {
            headers: superuser.headers,
            body: { name, display_label: name },
          });
          count(tally, response.status);
          const body = (await response.json()) as { id?: number; name?: string };
          if (response.status === 201) {
            if (body.name !== name) tally.crossed.push(`category ${name} saved as ${body.name}`);
            const removed = await fetchEndpoint(baseUrl, categories.remove, {
              params: { id: body.id! },
              headers: superuser.headers,
            });
            count(tally, removed.status);
            await removed.arrayBuffer();
          }
        }),
      ),
      // Decisions on passes already decided: each locks the row in a transaction and rolls back.
      loop(async (round) => {
        const pass = decided[round % decided.length]!;
        const response = await fetchEndpoint(baseUrl, gatePassEndpoints.decide, {
          params: { id: pass.id },
          headers: principal.headers,
          body: { status: GatePassStatus.Approved },
        });
        count(tally, response.status);
        await response.arrayBuffer();
      }),
    ];
    await Promise.all(workers);

    const statuses = Object.fromEntries(tally.answers);
    console.log(`concurrent mix, ${ROUNDS} rounds, answers by status:`, statuses);
    const serverErrors = [...tally.answers].filter(([status]) => status >= 500);
    expect({ serverErrors, crossed: tally.crossed.slice(0, 10) }).toEqual({
      serverErrors: [],
      crossed: [],
    });
    expect(tally.unanswered).toBe(0);
    // Every request was answered as its kind is: /me 200; filters 201; each decision on a
    // decided pass 409; each category round one 201 (and its delete 204) or a refusal.
    expect(statuses[200]).toBe(3 * ROUNDS);
    expect(statuses[201]! - 3 * ROUNDS).toBe(statuses[204]);
    expect(statuses[204]).toBeGreaterThanOrEqual(ROUNDS);
    expect(statuses[409]! + (statuses[422] ?? 0) + statuses[204]!).toBe(ROUNDS + 2 * ROUNDS);
  });
});
