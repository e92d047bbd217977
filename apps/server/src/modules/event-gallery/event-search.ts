import { EVENT_STATUSES, type SearchHit } from '@console/contract';
import { sql } from 'drizzle-orm';
import { whereAll } from '../../platform/kit/lists/list-query.ts';
import { searchDay, secondaryLine } from '../../platform/kit/search/search-sql.ts';
import { defineSearcher } from '../../platform/kit/search/searcher.ts';
import { contains } from '../../platform/core/sql/sql-text.ts';
import { eventScope } from './event-access.ts';
import { eventWithinScope } from './event-list.ts';
import { effectiveStatus, notDeleted } from './event-item-sql.ts';

/**
 * What the console's search finds in the event gallery: events of the year by id or by a part
 * of the name, at branches within the caller's events scope, as the gallery lists them.
 */
export const eventSearcher = defineSearcher({
  kind: 'event',
  label: 'Event Gallery',
  moduleIds: ['event-gallery'],
  // "See all": the gallery searched by the title.
  seeAll: (terms) =>
    terms.id === null
      ? `/event-gallery?${new URLSearchParams({ search_title: terms.text }).toString()}`
      : null,
  async search(context, terms, limit) {
    const scope = await eventScope(context, context.academicYearId);
    const where = whereAll([
      notDeleted,
      sql`e.academic_year_id = ${context.academicYearId}`,
      eventWithinScope(scope),
      terms.id !== null ? sql`e.id = ${terms.id}` : sql`e.title ILIKE ${contains(terms.text)}`,
    ]);
    const result = await context.db.execute<{
      id: number;
      title: string;
      status: number;
      branch_name: string;
      event_day: string;
    }>(sql`
      SELECT e.id, e.title, ${effectiveStatus}::int AS status,
        (SELECT b.name FROM branches b WHERE b.id = e.branch_id) AS branch_name,
        ${searchDay(sql`e.event_date::timestamp AT TIME ZONE 'Asia/Kolkata'`)} AS event_day
      FROM event_gallery_items e WHERE ${where}
      ORDER BY e.event_date DESC, e.id DESC LIMIT ${limit}`);
    return result.rows.map((event): SearchHit => ({
      id: event.id,
      title: event.title,
      secondary: secondaryLine(
        `#${event.id}`,
        event.branch_name,
        EVENT_STATUSES.label(event.status),
        event.event_day,
      ),
      path: `/event-gallery/${event.id}`,
    }));
  },
});
