import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueCount, queueLink, type HomeQueueList } from '../../platform/kit/home/home-queue.ts';
import { listApiQuery, readListState } from '../../platform/kit/list/list-state.ts';
import { listPath } from '../../platform/kit/list/list-config.ts';
import { refuseUnstubbed } from '../../test-support/stub-api.ts';
import { HOME_QUEUES } from '../web-modules.ts';

// Home's counts must be the counts of the lists they open: for every queue a module
// registers, the list page reading the queue's link asks the server for exactly the rows the
// count asked for (the same path, the same filters, the same fixed query).

const ACADEMIC_YEAR = 7;

/** What the list page sends for an address: its URL state through its own configuration. */
function listPageQuery(list: HomeQueueList, link: string): URLSearchParams {
  const address = new URL(link, 'http://console.test');
  const state = readListState(address.searchParams, list.config);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(listApiQuery(state, list.config))) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  return query;
}

/** Whether the list's call is per academic year (then the count must be for the user's year). */
function takesAcademicYear(list: HomeQueueList): boolean {
  const query = list.config.endpoint.query as { shape?: Record<string, unknown> } | undefined;
  return Boolean(query?.shape && 'academic_year_id' in query.shape);
}

afterEach(() => vi.unstubAllGlobals());

describe('home queues', () => {
  it('are registered by the modules with unique ids', () => {
    const ids = HOME_QUEUES.map((queue) => queue.id);
    expect(ids).toContain('gate-pass-waiting');
    expect(ids).toContain('announcement-scheduled');
    expect(ids).toContain('adoption-calls-to-review');
    expect(ids).toContain('cctv-needs-attention');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('know which lists are per academic year (CCTV’s recorders are not)', async () => {
    const listOf = (id: string) =>
      HOME_QUEUES.find((queue) => queue.id === id)!.list({ academicYearId: ACADEMIC_YEAR });
    expect(takesAcademicYear(await listOf('gate-pass-waiting'))).toBe(true);
    expect(takesAcademicYear(await listOf('cctv-needs-attention'))).toBe(false);
  });

  for (const queue of HOME_QUEUES) {
    it(`${queue.id}: counts what its link lists`, async () => {
      const list = await queue.list({ academicYearId: ACADEMIC_YEAR });
      const link = queueLink(list);
      expect(link.startsWith(list.path)).toBe(true);
      expect(Object.keys(list.values).length).toBeGreaterThan(0);

      // The list page's call: its contract endpoint's path.
      const listedPath = `/api${listPath(list.config)}`;
      const asked: URL[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
          const url = new URL(String(input), 'http://console.test');
          const method = init.method ?? 'GET';
          if (method !== 'GET' || url.pathname !== listedPath) {
            return refuseUnstubbed(method, url.pathname);
          }
          asked.push(url);
          return new Response('[]', {
            headers: { 'content-type': 'application/json', 'x-total-count': '42' },
          });
        }),
      );
      expect(await queueCount(list)).toBe(42);
      expect(asked).toHaveLength(1);
      const counted = asked[0]!.searchParams;
      expect(counted.get('limit')).toBe('1');
      counted.delete('limit');
      const listed = listPageQuery(list, link);
      listed.delete('limit');
      counted.sort();
      listed.sort();
      expect(counted.toString()).toBe(listed.toString());
      if (takesAcademicYear(list)) {
        expect(counted.get('academic_year_id')).toBe(String(ACADEMIC_YEAR));
      }
    });
  }
});
