import { MODULES, type SearchHit } from '@console/contract';
import { sql } from 'drizzle-orm';
import { whereAll } from '../../kit/lists/list-query.ts';
import { searchDay, secondaryLine } from '../../kit/search/search-sql.ts';
import { defineSearcher, type Searcher } from '../../kit/search/searcher.ts';
import { contains } from '../../core/sql/sql-text.ts';
import { contentScope, withinScope } from './content-access.ts';
import { notDeleted } from './content-item-sql.ts';
import { statusRulesOf, type ContentKind } from './content-kinds.ts';

// What the console's search finds in a messaging module: items by id or by a part of the title,
// as its list shows them (not deleted, every branch the item reaches within the caller's scope).

/**
 * A messaging module's searcher. Its menu entry is the one of the kind's global module: the
 * menu's visibility already hides SMS and marketing from the users a setting names, as the
 * module's own calls refuse them.
 */
export function contentSearcher(kind: ContentKind): Searcher {
  const entry = MODULES.find((module) => module.globalModule === kind.globalModule);
  if (!entry) throw new Error(`No menu entry for the messaging kind ${kind.key}.`);
  // The kind's own words for its statuses (a poll's Completed, an SMS's Sent).
  const { statuses } = statusRulesOf(kind);
  return defineSearcher({
    kind: kind.key,
    label: entry.title,
    moduleIds: [entry.id],
    // "See all": the kind's list searched by the title.
    seeAll: (terms) =>
      terms.id === null
        ? `${entry.path}?${new URLSearchParams({ search_title: terms.text }).toString()}`
        : null,
    async search(context, terms, limit) {
      const scope = await contentScope(context.db, context.auth, kind, context.academicYearId);
      const where = whereAll([
        notDeleted,
        withinScope(scope),
        terms.id !== null ? sql`c.id = ${terms.id}` : sql`c.title ILIKE ${contains(terms.text)}`,
      ]);
      const result = await context.db.execute<{
        id: number;
        title: string;
        status: number;
        branches: number;
        created_day: string;
      }>(sql`
        SELECT c.id, c.title, c.status::int AS status, cardinality(c.branch_ids) AS branches,
          ${searchDay(sql`c.created_at`)} AS created_day
        FROM ${sql.identifier(kind.table)} c WHERE ${where}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit}`);
      return result.rows.map((item): SearchHit => ({
        id: item.id,
        title: item.title,
        secondary: secondaryLine(
          `#${item.id}`,
          statuses.label(item.status),
          item.branches === 1 ? '1 branch' : `${item.branches} branches`,
          item.created_day,
        ),
        path: `${entry.path}/${item.id}`,
      }));
    },
  });
}
