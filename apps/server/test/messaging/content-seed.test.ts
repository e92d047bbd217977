import {
  ContentStatus,
  announcementEndpoints,
  marketingEndpoints,
  notificationEndpoints,
  smsEndpoints,
  wellnessEndpoints,
  type ContentCategory,
  type ContentItem,
  type ListEndpoint,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { CATEGORY_KINDS, KINDS, callerAs, jobOf, type Call } from './content-test-kit.ts';

// The demo seed's messaging data (seed-content.ts): categories, and items of every module that
// their authors can see, sent ones with delivery figures, scheduled ones with their job queued.

let t: TestApp;
let admin: SignedIn;
let principal: SignedIn;
let zonal: SignedIn;
let call: Call;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('superuser');
  principal = await t.signIn('principal');
  zonal = await t.signIn('zonal');
  call = callerAs(t, () => admin);
});
afterAll(() => t?.close());

type Item = ContentItem & Record<string, unknown>;

describe('the demo seed', () => {
  it.each(CATEGORY_KINDS)('$endpoints.list.path has categories in use', async (kind) => {
    const categories = (await call(kind.endpoints.categories.list)).json<ContentCategory[]>();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.some((category) => category.item_count > 0)).toBe(true);
  });

  it.each(KINDS)('$endpoints.list.path has sent, scheduled and draft items', async (kind) => {
    const items = (await call(kind.endpoints.list)).json<Item[]>();
    const statuses = new Set(items.map((item) => item.status));
    for (const status of [ContentStatus.Active, ContentStatus.Scheduled, ContentStatus.Draft]) {
      expect(statuses.has(status), `${kind.key} ${status}`).toBe(true);
    }
    const sent = items.find((item) => item.status === ContentStatus.Active)!;
    expect(sent.delivery.recipients).toBeGreaterThan(0);
    expect(sent.delivery.delivered + sent.delivery.failed).toBe(sent.delivery.recipients);
    for (const item of items.filter((i) => i.status === ContentStatus.Scheduled)) {
      expect(await jobOf(t, kind.key, item.id)).toMatchObject({ status: 'queued' });
      expect(new Date(item.scheduled_at!).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('shows each demo author their own items', async () => {
    const mine = async (list: ListEndpoint, who: SignedIn) =>
      Number((await call(list, { query: { self_only: true } }, who)).headers['x-total-count']);
    expect(await mine(announcementEndpoints.list, principal)).toBeGreaterThan(0);
    expect(await mine(wellnessEndpoints.list, principal)).toBeGreaterThan(0);
    for (const endpoints of [
      announcementEndpoints,
      marketingEndpoints,
      notificationEndpoints,
      smsEndpoints,
    ]) {
      expect(await mine(endpoints.list, zonal), endpoints.list.path).toBeGreaterThan(0);
    }
  });

  it('seeds one SMS draft without its DLT template id, the rest with one', async () => {
    const rows = await t.db.execute<{ status: number; dlt_template_id: string | null }>(
      sql`SELECT status, dlt_template_id FROM sms_messages`,
    );
    const drafts = rows.rows.filter((row) => row.status === ContentStatus.Draft);
    const others = rows.rows.filter((row) => row.status !== ContentStatus.Draft);
    expect(drafts).toEqual([{ status: ContentStatus.Draft, dlt_template_id: null }]);
    expect(others.length).toBeGreaterThan(0);
    for (const row of others) expect(row.dlt_template_id, `status ${row.status}`).not.toBeNull();
  });
});
