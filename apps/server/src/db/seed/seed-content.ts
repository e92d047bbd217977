import {
  CURRENT_ACADEMIC_YEAR_ID,
  ContentStatus,
  DEFAULT_CATEGORY_COLOUR,
  SmsPriority,
  smsSegments,
  type ContentStatusCode,
  type TargetingFilter,
} from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../client.ts';
import { resolveAudience } from '../../platform/content/content-audience.ts';
import { CONTENT_KINDS, type ContentKindKey } from './demo-content-kinds.ts';
import { intArray } from '../../platform/sql/sql-arrays.ts';
import { insertItem } from '../../platform/content/content.repo.ts';
import { scheduleContentDelivery } from '../../platform/delivery/delivery-queue.ts';
import { countReach } from '../../platform/targeting/reach-count.ts';

// The messaging modules' demo data: the announcement and wellness categories and a handful of
// items per module, by the superuser, the principal and the zonal coordinator, in every status.
// Sent items carry delivery figures as if the job had run; scheduled ones have their job queued.

type DemoAuthor = 'admin' | 'principal' | 'zonal';

/** A DLT template id as operators issue them (19 digits). */
const DLT_DEMO_TEMPLATE_ID = '1107172839405162738';

const DEMO_CATEGORIES: {
  module: 'announcement' | 'wellness';
  name: string;
  displayLabel: string;
  description: string;
  colour?: string;
}[] = [
  {
    module: 'announcement',
    name: 'general',
    displayLabel: 'General',
    description: 'Notices for everyone',
  },
  {
    module: 'announcement',
    name: 'exams',
    displayLabel: 'Exams',
    description: 'Timetables and results',
    colour: '#D4380D',
  },
  {
    module: 'announcement',
    name: 'events',
    displayLabel: 'Events',
    description: 'Sports, culture, celebrations',
    colour: '#389E0D',
  },
  {
    module: 'announcement',
    name: 'holidays',
    displayLabel: 'Holidays',
    description: 'Breaks and closures',
    colour: '#096DD9',
  },
  {
    module: 'wellness',
    name: 'mental-health',
    displayLabel: 'Mental health',
    description: 'Stress, sleep, talking to someone',
  },
  {
    module: 'wellness',
    name: 'nutrition',
    displayLabel: 'Nutrition',
    description: 'Food and healthy habits',
    colour: '#389E0D',
  },
  {
    module: 'wellness',
    name: 'fitness',
    displayLabel: 'Fitness',
    description: 'Sport and movement',
    colour: '#096DD9',
  },
];

interface DemoItem {
  kind: ContentKindKey;
  author: DemoAuthor;
  status: ContentStatusCode;
  title: string;
  description: string;
  category?: string;
  userType?: 'student' | 'staff';
  daysAgo: number;
  scheduledInDays?: number;
}

const { Active, Scheduled, Draft, Hidden } = ContentStatus;

const DEMO_ITEMS: DemoItem[] = [
  {
    kind: 'announcement',
    author: 'admin',
    status: Active,
    category: 'events',
    daysAgo: 6,
    title: 'Annual Sports Day',
    description: 'The annual sports day is on 14 December. Parents are welcome from 9 am.',
  },
  {
    kind: 'announcement',
    author: 'admin',
    status: Scheduled,
    category: 'holidays',
    daysAgo: 1,
    scheduledInDays: 3,
    title: 'Winter break',
    description: 'Schools close for the winter break from 24 December and reopen on 2 January.',
  },
  {
    kind: 'announcement',
    author: 'admin',
    status: Active,
    category: 'general',
    userType: 'staff',
    daysAgo: 4,
    title: 'Staff meeting on Monday',
    description: 'All staff meet in the main hall on Monday at 3:30 pm.',
  },
  {
    kind: 'announcement',
    author: 'principal',
    status: Active,
    category: 'exams',
    daysAgo: 3,
    title: 'Half-yearly exam timetable',
    description: 'The half-yearly exams begin on 2 December. The timetable is attached in the app.',
  },
  {
    kind: 'announcement',
    author: 'principal',
    status: Draft,
    category: 'general',
    daysAgo: 0,
    title: 'Parent-teacher meeting',
    description: 'The parent-teacher meeting is on Saturday from 10 am to 1 pm.',
  },
  {
    kind: 'announcement',
    author: 'zonal',
    status: Hidden,
    category: 'general',
    daysAgo: 2,
    title: 'Bus route change',
    description: 'Route 12 now stops at the market gate. (Recalled: sent too early.)',
  },
  {
    kind: 'wellness',
    author: 'admin',
    status: Active,
    category: 'nutrition',
    daysAgo: 5,
    title: 'Healthy lunch boxes',
    description: 'Fruit, a whole grain and a protein: ideas for a balanced lunch box.',
  },
  {
    kind: 'wellness',
    author: 'principal',
    status: Scheduled,
    category: 'mental-health',
    daysAgo: 1,
    scheduledInDays: 2,
    title: 'Exam stress: talk to us',
    description: 'Counsellors are available every afternoon during the exams.',
  },
  {
    kind: 'wellness',
    author: 'admin',
    status: Draft,
    category: 'fitness',
    daysAgo: 0,
    title: 'Morning yoga sessions',
    description: 'Yoga for students and parents every Sunday at 7 am.',
  },
  {
    kind: 'marketing',
    author: 'admin',
    status: Active,
    daysAgo: 7,
    title: 'Admissions open for 2026-27',
    description: 'Admissions for the 2026-27 academic year are open. Apply in the parent app.',
  },
  {
    kind: 'marketing',
    author: 'zonal',
    status: Scheduled,
    daysAgo: 1,
    scheduledInDays: 5,
    title: 'Open house this Saturday',
    description: 'Visit our campuses this Saturday: labs, library and sports facilities.',
  },
  {
    kind: 'marketing',
    author: 'admin',
    status: Draft,
    daysAgo: 0,
    title: 'Refer a friend',
    description: 'Refer a family and both get a discount on the first term fee.',
  },
  {
    kind: 'notification',
    author: 'admin',
    status: Active,
    daysAgo: 2,
    title: 'App update available',
    description: 'A new version of the app is available with gate pass and event gallery.',
  },
  {
    kind: 'notification',
    author: 'admin',
    status: Scheduled,
    daysAgo: 0,
    scheduledInDays: 1,
    title: 'Results published',
    description: 'Unit test results are published. Open the app to see them.',
  },
  {
    kind: 'notification',
    author: 'zonal',
    status: Draft,
    daysAgo: 0,
    title: 'Fee payment reminder',
    description: 'The second term fee is due on 10 December.',
  },
  {
    kind: 'sms',
    author: 'admin',
    status: Active,
    daysAgo: 3,
    title: 'Rain holiday',
    description: 'Dear parent, schools are closed tomorrow due to heavy rain. Stay safe.',
  },
  {
    kind: 'sms',
    author: 'zonal',
    status: Scheduled,
    daysAgo: 1,
    scheduledInDays: 2,
    title: 'PTM reminder',
    description: 'Dear parent, the parent-teacher meeting is on Saturday at 10 am.',
  },
  {
    kind: 'sms',
    author: 'admin',
    status: Draft,
    daysAgo: 0,
    title: 'Fee reminder',
    description: 'Dear parent, the second term fee is due on 10 December.',
  },
];

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

/**
 * Who an author's items reach, within their scope: everyone (admin), the principal's branch,
 * the zonal coordinator's first state (for announcements, whose grant is three branches of that
 * state, the principal's branch).
 */
function targetingOf(item: DemoItem, authors: Authors): TargetingFilter {
  const { author, userType = 'student' } = item;
  if (author === 'principal' || (author === 'zonal' && item.kind === 'announcement')) {
    return { user_type: userType, target_method: 'branch', branch_ids: [authors.principalBranch] };
  }
  if (author === 'zonal') {
    return { user_type: userType, target_method: 'state', state_ids: [authors.firstStateId] };
  }
  return { user_type: userType, target_method: 'all' };
}

/** The module's own columns of a demo item. */
function moduleColumns(
  key: ContentKindKey,
  description: string,
  status: ContentStatusCode,
): Record<string, SQL> {
  if (key === 'notification') {
    return { platforms: sql`ARRAY[1, 2, 3]::int[]`, applications: sql`ARRAY[2, 3]::int[]` };
  }
  if (key === 'sms') {
    return {
      priority: sql`${status === ContentStatus.Active ? SmsPriority.High : SmsPriority.Normal}`,
      dlt_template_id: sql`${status === ContentStatus.Draft ? null : DLT_DEMO_TEMPLATE_ID}::text`,
      segments_per_message: sql`${smsSegments(description).segments}`,
    };
  }
  return {};
}

/** Categories of announcements and wellness; an earlier seed's are kept (names are unique). */
async function seedCategories(tx: Tx): Promise<Map<string, number>> {
  for (const category of DEMO_CATEGORIES) {
    await tx.execute(sql`
      INSERT INTO content_categories (module, name, display_label, description, colour_hex_code)
      VALUES (${category.module}, ${category.name}, ${category.displayLabel},
              ${category.description}, ${category.colour ?? DEFAULT_CATEGORY_COLOUR})
      ON CONFLICT (module, name) DO NOTHING`);
  }
  const rows = await tx.execute<{ module: string; name: string; id: number }>(
    sql`SELECT module, name, id FROM content_categories`,
  );
  return new Map(rows.rows.map((row) => [`${row.module}:${row.name}`, row.id]));
}

export async function seedContent(db: DbOrTx): Promise<number> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const authors = await loadAuthors(tx);
    const categories = await seedCategories(tx);
    for (const item of DEMO_ITEMS) {
      const kind = CONTENT_KINDS[item.kind];
      const filter = targetingOf(item, authors);
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
          ? { category_id: sql`${categories.get(`${item.kind}:${item.category}`) ?? null}::int` }
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
        ...moduleColumns(item.kind, item.description, item.status),
      });
      if (item.status === ContentStatus.Scheduled && scheduledAt) {
        await scheduleContentDelivery(tx, item.kind, id, scheduledAt);
      }
    }
    return DEMO_ITEMS.length;
  });
}
