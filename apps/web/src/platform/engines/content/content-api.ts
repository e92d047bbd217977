import { ContentStatus, type ContentCategory, type ContentItem } from '@console/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAcademicYear } from '../../core/academic-year/use-academic-year.ts';
import { api } from '../../core/api/api-client.ts';
import { listQueryPrefix, updateListRows } from '../../kit/list/list-cache.ts';
import type { ContentModule } from './content-module.ts';

// The calls of a messaging module and how their answers land in the cache: one item, the
// categories, and the status call whose answer updates every cached list page in place.

/** Every cached copy of an item (one per academic year it was asked under). */
export const contentItemKey = (apiPath: string, id: number) => ['content', apiPath, id] as const;
const contentItemYearKey = (apiPath: string, id: number, academicYearId: number) =>
  [...contentItemKey(apiPath, id), academicYearId] as const;
export const categoriesKey = (apiPath: string) => ['content-category', apiPath] as const;

/**
 * Whether a delivery is still under way or due: the screens poll while it is. An item just
 * sent has no recipients (so nothing pending) until the job resolves them: until the job says
 * it has finished, an active item is still going out.
 */
export function deliveryInProgress(item: Pick<ContentItem, 'status' | 'delivery'>): boolean {
  return (
    item.status === ContentStatus.Scheduled ||
    (item.status === ContentStatus.Active &&
      (item.delivery.pending > 0 || item.delivery.finished_at === null))
  );
}

export const DETAIL_POLL_MS = 3000;

/**
 * GET {api}/{id}. The academic year is the header's: the scope the user found the item in
 * (the server answers 404 for an item outside it).
 */
export function useContentItem<Item extends ContentItem>(
  module: Pick<ContentModule, 'apiPath'>,
  id: number | null,
  options: { poll?: boolean } = {},
) {
  const [academicYearId] = useAcademicYear();
  return useQuery({
    queryKey: contentItemYearKey(module.apiPath, id ?? 0, academicYearId),
    queryFn: ({ signal }) =>
      api<Item>(`${module.apiPath}/${id}`, { query: { academic_year_id: academicYearId }, signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      options.poll && query.state.data && deliveryInProgress(query.state.data)
        ? DETAIL_POLL_MS
        : false,
  });
}

export function useContentCategories(module: Pick<ContentModule, 'apiPath' | 'categories'>) {
  return useQuery({
    queryKey: categoriesKey(module.apiPath),
    queryFn: ({ signal }) => api<ContentCategory[]>(`${module.apiPath}/category`, { signal }),
    enabled: !!module.categories,
    staleTime: 60_000,
  });
}

/** PUT {api}/{id}/status: the answer is the changed item, or nothing (204) once deleted. */
export function changeContentStatus<Item extends ContentItem = ContentItem>(
  module: Pick<ContentModule, 'apiPath'>,
  item: Pick<Item, 'id'>,
  /** A content status, or one of a module's own (a poll's Completed). */
  status: number,
  options: { scheduledAt?: string; academicYearId: number },
): Promise<Item | undefined> {
  return api<Item | undefined>(`${module.apiPath}/${item.id}/status`, {
    method: 'PUT',
    query: { academic_year_id: options.academicYearId },
    body: {
      id: item.id,
      status,
      ...(options.scheduledAt ? { scheduled_at: options.scheduledAt } : {}),
    },
  });
}

/** DELETE {api}/{id}: the item leaves every list, restorable for CONTENT_RESTORE_MINUTES. */
export function deleteContent(
  module: Pick<ContentModule, 'apiPath'>,
  id: number,
  academicYearId: number,
): Promise<void> {
  return api<void>(`${module.apiPath}/${id}`, {
    method: 'DELETE',
    query: { academic_year_id: academicYearId },
  });
}

/** PUT {api}/{id}/restore: undoes a recent delete; the answer is the item as it was. */
export function restoreContent<Item extends ContentItem = ContentItem>(
  module: Pick<ContentModule, 'apiPath'>,
  id: number,
  academicYearId: number,
): Promise<Item> {
  return api<Item>(`${module.apiPath}/${id}/restore`, {
    method: 'PUT',
    query: { academic_year_id: academicYearId },
    body: {},
  });
}

/** An item is back (restored): every list that could show it reloads, its detail is the answer. */
export function storeRestoredItem<Item extends ContentItem>(
  client: QueryClient,
  module: Pick<ContentModule, 'apiPath'>,
  item: Item,
): void {
  client.setQueriesData({ queryKey: contentItemKey(module.apiPath, item.id) }, item);
  void client.invalidateQueries({ queryKey: listQueryPrefix(module.apiPath) });
}

const isItem = (value: unknown): value is ContentItem =>
  !!value && typeof value === 'object' && 'id' in value && 'status' in value;

/**
 * The item after a status change: the server's answer when it sent the item, else the old one
 * with the status and the timestamps 000 §4 moves (Scheduled → Active: scheduled_at is now;
 * Draft → Active: created_at is now).
 */
export function itemAfterStatusChange<Item extends ContentItem>(
  item: Item,
  status: number,
  answer: unknown,
  now: Date = new Date(),
  scheduledAt?: string,
): Item {
  if (isItem(answer) && answer.id === item.id) return { ...item, ...answer };
  const next: Item = { ...item, status };
  if (status === ContentStatus.Active && item.status === ContentStatus.Scheduled) {
    next.scheduled_at = now.toISOString();
  }
  if (status === ContentStatus.Active && item.status === ContentStatus.Draft) {
    next.created_at = now.toISOString();
  }
  if (status === ContentStatus.Scheduled && scheduledAt) next.scheduled_at = scheduledAt;
  return next;
}

/**
 * Puts a changed item in every place the screens read it from: the cached list pages (in place;
 * a deleted item leaves them) and its own detail. Lists are marked stale but not reloaded, so the
 * row stays where it is until the user moves on.
 */
export function storeContentItem<Item extends ContentItem>(
  client: QueryClient,
  module: Pick<ContentModule, 'apiPath'>,
  item: Item,
): void {
  const deleted = item.status === ContentStatus.Delete;
  updateListRows<ContentItem>(client, module.apiPath, (row) =>
    row.id !== item.id ? row : deleted ? null : { ...row, ...item },
  );
  if (deleted) client.removeQueries({ queryKey: contentItemKey(module.apiPath, item.id) });
  else client.setQueriesData({ queryKey: contentItemKey(module.apiPath, item.id) }, item);
  void client.invalidateQueries({ queryKey: listQueryPrefix(module.apiPath), refetchType: 'none' });
}

/** A saved item, as the detail page will ask for it under the header's academic year. */
export function storeSavedItem<Item extends ContentItem>(
  client: QueryClient,
  module: Pick<ContentModule, 'apiPath'>,
  item: Item,
  academicYearId: number,
): void {
  client.setQueryData(contentItemYearKey(module.apiPath, item.id, academicYearId), item);
  void client.invalidateQueries({ queryKey: listQueryPrefix(module.apiPath) });
}
