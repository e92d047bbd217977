import { ContentStatus, type ContentCategory, type ContentItem } from '@console/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAcademicYear } from '../../core/academic-year/use-academic-year.ts';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { listQueryPrefix, updateListRows } from '../../kit/list/list-cache.ts';
import { apiPathOf, type ContentModule } from './content-module.ts';

// The calls of a messaging module, by its kind's endpoints (the contract's contentEndpoints), and
// how their answers land in the cache: one item, the categories, and the status call whose
// answer updates every cached list page in place.

type ModuleCalls = Pick<ContentModule, 'endpoints'>;

/** Every cached copy of an item (one per academic year it was asked under). */
export const contentItemKey = (module: ModuleCalls, id: number) =>
  ['content', apiPathOf(module), id] as const;
const contentItemYearKey = (module: ModuleCalls, id: number, academicYearId: number) =>
  [...contentItemKey(module, id), academicYearId] as const;
export const categoriesKey = (module: ModuleCalls) =>
  ['content-category', apiPathOf(module)] as const;

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
  module: ModuleCalls,
  id: number | null,
  options: { poll?: boolean } = {},
) {
  const [academicYearId] = useAcademicYear();
  return useQuery({
    queryKey: contentItemYearKey(module, id ?? 0, academicYearId),
    // The screens name the module's own item type; the module's endpoints answer it.
    queryFn: async ({ signal }) =>
      (await callEndpoint(module.endpoints.detail, {
        params: { id: id ?? 0 },
        query: { academic_year_id: academicYearId },
        signal,
      })) as Item,
    enabled: id !== null,
    refetchInterval: (query) =>
      options.poll && query.state.data && deliveryInProgress(query.state.data)
        ? DETAIL_POLL_MS
        : false,
  });
}

export function useContentCategories(module: Pick<ContentModule, 'endpoints' | 'categories'>) {
  const categories = module.endpoints.categories;
  return useQuery({
    queryKey: categoriesKey(module),
    queryFn: ({ signal }): Promise<ContentCategory[]> =>
      categories ? callEndpoint(categories.list, { signal }) : Promise.resolve([]),
    enabled: !!module.categories && !!categories,
    staleTime: 60_000,
  });
}

/** PUT {api}/{id}/status: the answer is the changed item, or nothing (204) once deleted. */
export function changeContentStatus<Item extends ContentItem = ContentItem>(
  module: Pick<ContentModule<Item>, 'endpoints'>,
  item: Pick<Item, 'id'>,
  /** A content status, or one of a module's own (a poll's Completed). */
  status: number,
  options: { scheduledAt?: string; academicYearId: number },
): Promise<Item | undefined> {
  return callEndpoint(module.endpoints.status, {
    params: { id: item.id },
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
  module: ModuleCalls,
  id: number,
  academicYearId: number,
): Promise<void> {
  return callEndpoint(module.endpoints.remove, {
    params: { id },
    query: { academic_year_id: academicYearId },
  });
}

/** PUT {api}/{id}/restore: undoes a recent delete; the answer is the item as it was. */
export function restoreContent<Item extends ContentItem = ContentItem>(
  module: Pick<ContentModule<Item>, 'endpoints'>,
  id: number,
  academicYearId: number,
): Promise<Item> {
  return callEndpoint(module.endpoints.restore, {
    params: { id },
    query: { academic_year_id: academicYearId },
  });
}

/** An item is back (restored): every list that could show it reloads, its detail is the answer. */
export function storeRestoredItem<Item extends ContentItem>(
  client: QueryClient,
  module: ModuleCalls,
  item: Item,
): void {
  client.setQueriesData({ queryKey: contentItemKey(module, item.id) }, item);
  void client.invalidateQueries({ queryKey: listQueryPrefix(apiPathOf(module)) });
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
  module: ModuleCalls,
  item: Item,
): void {
  const deleted = item.status === ContentStatus.Delete;
  updateListRows<ContentItem>(client, apiPathOf(module), (row) =>
    row.id !== item.id ? row : deleted ? null : { ...row, ...item },
  );
  if (deleted) client.removeQueries({ queryKey: contentItemKey(module, item.id) });
  else client.setQueriesData({ queryKey: contentItemKey(module, item.id) }, item);
  void client.invalidateQueries({
    queryKey: listQueryPrefix(apiPathOf(module)),
    refetchType: 'none',
  });
}

/** A saved item, as the detail page will ask for it under the header's academic year. */
export function storeSavedItem<Item extends ContentItem>(
  client: QueryClient,
  module: ModuleCalls,
  item: Item,
  academicYearId: number,
): void {
  client.setQueryData(contentItemYearKey(module, item.id, academicYearId), item);
  void client.invalidateQueries({ queryKey: listQueryPrefix(apiPathOf(module)) });
}
