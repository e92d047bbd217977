import { ContentMessages } from '@console/contract';
import { sql } from 'drizzle-orm';
import { unprocessable } from '../../core/http/http-error.ts';
import { categoryExists } from './content-categories.repo.ts';
import type { ContentKind } from './content-kinds.ts';
import type { ContentBody, ContentExtra, ContentListQuery } from './content-module.ts';

type CategoryBody = ContentBody & { category?: number | null | undefined };
type CategoryQuery = ContentListQuery & { category?: number | undefined };

/**
 * The `category` field of announcements and wellness posts: one of the module's own categories
 * (or none), answered as its id, filtered by id, exported as its display label.
 */
export function categoryField<Body extends CategoryBody, Query extends CategoryQuery>(
  kind: ContentKind,
): ContentExtra<Body, Query> {
  return {
    answer: { category: sql`c.category_id` },
    exportColumns: {
      Category: sql`(SELECT cat.display_label FROM content_categories cat
                     WHERE cat.id = c.category_id)`,
    },
    columns: (body) => ({ category_id: sql`${body.category ?? null}::int` }),
    filters: (query) => [query.category !== undefined && sql`c.category_id = ${query.category}`],
    async validate(db, body) {
      if (body.category == null) return;
      if (!(await categoryExists(db, kind, body.category))) {
        throw unprocessable(ContentMessages.categoryNotFound);
      }
    },
  };
}
