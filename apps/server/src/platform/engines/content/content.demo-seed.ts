import {
  CURRENT_ACADEMIC_YEAR_ID,
  ContentStatus,
  DEFAULT_CATEGORY_COLOUR,
  type ContentStatusCode,
  type TargetingFilter,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import type { DemoSeedStep } from '../../../db/seed/demo-seed-step.ts';
import { intArray } from '../../core/sql/sql-arrays.ts';
import { countReach } from '../../kit/targeting/reach-count.ts';
import { contentDeliveries } from '../delivery/content-delivery.table.ts';
import { scheduleContentDelivery } from '../delivery/delivery-queue.ts';
import { resolveAudience } from './content-audience.ts';
import type { ContentKind } from './content-kinds.ts';
import { insertItem } from './content.repo.ts';

// A messaging module's demo data, written through the engine: its categories and a handful of
// items by the superuser, the principal and the zonal coordinator, in every status. Sent items
// carry delivery figures as if the job had run; scheduled ones have their job queued. Each
// module names its own items (its `*.demo-seed.ts`); the engine knows no module.

export type DemoAuthor = 'admin' | 'principal' | 'zonal';

export interface DemoCategory {
  name: string;
  displayLabel: string;
  description: string;
  colour?: string;
}

export interface DemoItem {
  author: DemoAuthor;
  status: ContentStatusCode;
  title: string;
  description: string;
  /** A category's name (one of the module's demo categories). */
  category?: string;
  userType?: 'student' | 'staff';
  daysAgo: number;
  scheduledInDays?: number;
}

export interface ContentDemo {
  categories?: readonly DemoCategory[];
  items: readonly DemoItem[];
  /** The module's own columns of an item (SMS priority, a notification's platforms). */
  columnsOf?: (item: DemoItem) => Record<string, SQL>;
  /**
   * Whether the zonal coordinator's items reach the principal's branch rather than the first
   * state (announcements: the zonal coordinator's grant is three branches of that state).
   */
  zonalReachesPrincipalBranch?: boolean;
}

const EVERYTHING = { all: true } as const;
const DAY_MS = 86_400_000;

interface Authors {
  ids: Record<DemoAuthor, number>;
  principalBranch: number;
  firstStateId: number;
}

async function loadAuthors(db: DbOrTx): Promise<Authors> {
  const result = await db.execute<{
    username: string;
    id: number;
    branch_id: number | null;
    state_id: number | null;
  }>(sql`
    SELECT u.username, u.id, st.branch_id, b.state_id
    FROM users u LEFT JOIN staff st ON st.id = u.staff_id LEFT JOIN branches b ON b.id = st.branch_id
    WHERE u.username IN ('admin', 'principal', 'zonal')`);
  const by = new Map(result.rows.map((row) => [row.username, row]));
  const principal = by.get('principal');
  if (!by.get('admin') || !principal?.branch_id || !principal.state_id || !by.get('zonal')) {
    throw new Error('The content seed needs the demo accounts admin, principal and zonal.');
  }
  return {
    ids: { admin: by.get('admin')!.id, principal: principal.id, zonal: by.get('zonal')!.id },
    principalBranch: principal.branch_id,
    firstStateId: principal.state_id,
  };
}

/** Who an author's items reach, within their scope. */
function targetingOf(item: DemoItem, authors: Authors, demo: ContentDemo): TargetingFilter {
  const { author, userType = 'student' } = item;
  if (author === 'principal' || (author === 'zonal' && demo.zonalReachesPrincipalBranch)) {
    return { user_type: userType, target_method: 'branch', branch_ids: [authors.principalBranch] };
  }
  if (author === 'zonal') {
    return { user_type: userType, target_method: 'state', state_ids: [authors.firstStateId] };
  }
  return { user_type: userType, target_method: 'all' };
}

/** The kind's categories; an earlier seed's are kept (names are unique). */
async function seedCategories(
  tx: Tx,
  kind: ContentKind,
  categories: readonly DemoCategory[],
): Promise<Map<string, number>> {
  for (const category of categories) {
    await tx.execute(sql`
      INSERT INTO content_categories (module, name, display_label, description, colour_hex_code)
      VALUES (${kind.key}, ${category.name}, ${category.displayLabel},
              ${category.description}, ${category.colour ?? DEFAULT_CATEGORY_COLOUR})
      ON CONFLICT (module, name) DO NOTHING`);
  }
  const rows = await tx.execute<{ name: string; id: number }>(
    sql`SELECT name, id FROM content_categories WHERE module = ${kind.key}`,
  );
  return new Map(rows.rows.map((row) => [row.name, row.id]));
}

async function seedItems(db: DbOrTx, kind: ContentKind, demo: ContentDemo): Promise<number> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const authors = await loadAuthors(tx);
    const categories = await seedCategories(tx, kind, demo.categories ?? []);
    for (const item of demo.items) {
      const filter = targetingOf(item, authors, demo);
      const audience = await resolveAudience(tx, filter, EVERYTHING);
      const createdAt = new Date(now - item.daysAgo * DAY_MS);
      const scheduledAt =
        item.scheduledInDays === undefined ? null : new Date(now + item.scheduledInDays * DAY_MS);
      const sent = item.status === ContentStatus.Active || item.status === ContentStatus.Hidden;
      const reach = sent
        ? await countReach(tx, filter, {
            scope: EVERYTHING,
            academicYearId: CURRENT_ACADEMIC_YEAR_ID,
          })
        : null;
      const recipients = reach ? (kind.channel === 'push' ? reach.with_app : reach.count) : 0;
      const failed = kind.channel === 'sms' ? Math.floor(recipients / 100) : 0;
      const at = (offsetMs: number) =>
        sql`${new Date(createdAt.getTime() + offsetMs).toISOString()}::timestamptz`;
      const id = await insertItem(tx, kind, {
        status: sql`${item.status}`,
        title: sql`${item.title}`,
        description: sql`${item.description}`,
        targeting: sql`${JSON.stringify(filter)}::jsonb`,
        branch_ids: intArray(audience.branchIds),
        segment_ids: intArray(audience.segmentIds),
        academic_year_id: sql`${CURRENT_ACADEMIC_YEAR_ID}`,
        scheduled_at: scheduledAt ? sql`${scheduledAt.toISOString()}::timestamptz` : sql`NULL`,
        created_at: at(0),
        updated_at: at(0),
        created_by: sql`${authors.ids[item.author]}`,
        ...(item.category
          ? { category_id: sql`${categories.get(item.category) ?? null}::int` }
          : {}),
        ...(sent
          ? {
              recipients_count: sql`${recipients}`,
              delivered_count: sql`${recipients - failed}`,
              failed_count: sql`${failed}`,
              delivery_started_at: at(60_000),
              delivery_finished_at: at(300_000),
            }
          : {}),
        ...(demo.columnsOf?.(item) ?? {}),
      });
      if (item.status === ContentStatus.Scheduled && scheduledAt) {
        await scheduleContentDelivery(tx, kind.key, id, scheduledAt);
      }
    }
    return demo.items.length;
  });
}

/** A messaging module's demo seed step: its categories and items, as its manifest declares them. */
export function contentDemoSeed(kind: ContentKind, label: string, demo: ContentDemo): DemoSeedStep {
  return {
    label,
    run: (tx) => seedItems(tx, kind, demo),
    // An item's deliveries name it by id without a foreign key.
    clears: [contentDeliveries],
  };
}
