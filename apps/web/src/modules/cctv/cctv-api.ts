import {
  cctvEndpoints as endpoints,
  type CameraInput,
  type CameraRow,
  type CctvTagBody,
  type DvrCreateInput,
  type DvrRow,
  type DvrUpdateInput,
} from '@console/contract';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { QueryValue } from '../../platform/core/api/api-client.ts';
import { callEndpoint, callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryPrefix } from '../../platform/kit/list/list-cache.ts';

// One hook per CCTV call; a change reloads the lists and the recorder it touched.

const dvrKey = (id: number) => ['cctv', 'dvr', id] as const;
const TAGS_KEY = ['cctv', 'tags'] as const;
/** What a recorder's checks change: its history and the board. */
const historyKey = (id: number) => ['cctv', 'dvr', id, 'health'] as const;
const BOARD_KEY = ['cctv', 'health-board'] as const;

function reloadCctv(client: QueryClient, dvr?: Pick<DvrRow, 'id'>) {
  void client.invalidateQueries({ queryKey: listQueryPrefix(endpoints.dvrList.path) });
  void client.invalidateQueries({ queryKey: listQueryPrefix(endpoints.cameraList.path) });
  void client.invalidateQueries({ queryKey: TAGS_KEY });
  if (dvr) void client.invalidateQueries({ queryKey: dvrKey(dvr.id) });
}

/** Reloads every CCTV list (after an import wrote many records at once). */
export function useReloadCctv(dvr?: Pick<DvrRow, 'id'>) {
  const client = useQueryClient();
  return () => reloadCctv(client, dvr);
}

/** One recorder, kept or deleted (GET /cctv/dvr?id=, then ?deleted=true if not kept). */
export function useDvr(id: number | null) {
  return useQuery({
    queryKey: dvrKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const kept = await callEndpoint(endpoints.dvrList, { query: { id: id! }, signal });
      if (kept[0]) return kept[0];
      const deleted = await callEndpoint(endpoints.dvrList, {
        query: { id: id!, deleted: true },
        signal,
      });
      return deleted[0] ?? null;
    },
  });
}

export function useCctvBranches() {
  return useQuery({
    queryKey: ['cctv', 'branches'],
    queryFn: ({ signal }) => callEndpoint(endpoints.branches, { signal }),
    staleTime: 60_000,
  });
}

export function useCctvTags(forDvr?: boolean) {
  return useQuery({
    queryKey: [...TAGS_KEY, forDvr ?? 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.tags, {
        query: forDvr === undefined ? {} : { for_dvr: forDvr },
        signal,
      }),
  });
}

/** Adds a recorder, or changes it when given its id. */
export function useSaveDvr(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: DvrCreateInput | DvrUpdateInput) =>
      id === null
        ? callEndpoint(endpoints.createDvr, { body: body as DvrCreateInput })
        : callEndpoint(endpoints.updateDvr, { params: { id }, body: body as DvrUpdateInput }),
    onSuccess: (saved) => {
      client.setQueryData(dvrKey(saved.id), saved);
      reloadCctv(client, saved);
    },
  });
}

export const deleteDvr = (id: number) => callEndpoint(endpoints.deleteDvr, { params: { id } });
export const restoreDvr = (id: number) => callEndpoint(endpoints.restoreDvr, { params: { id } });
export const setDvrTags = (id: number, tagIds: number[]) =>
  callEndpoint(endpoints.dvrTags, { params: { id }, body: { tag_ids: tagIds } });

/** Deletes (status -1) or restores a recorder, then reloads what shows it. */
export function useDvrStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restore }: { id: number; restore?: boolean }) =>
      restore ? restoreDvr(id) : deleteDvr(id),
    onSuccess: (dvr) => {
      client.setQueryData(dvrKey(dvr.id), dvr);
      reloadCctv(client, dvr);
    },
  });
}

/**
 * DELETE /cctv/dvr/{id}/complete: the recorder, its cameras, tags and checks, for good. Its page
 * is forgotten, not reloaded (there is nothing left to read).
 */
export function useRemoveDvr() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (dvr: Pick<DvrRow, 'id'>) =>
      callEndpoint(endpoints.removeDvr, { params: { id: dvr.id } }),
    onSuccess: (_none, dvr) => {
      client.removeQueries({ queryKey: dvrKey(dvr.id) });
      reloadCctv(client);
    },
  });
}

export function useSaveCamera(camera: CameraRow | null) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: CameraInput) =>
      camera === null
        ? callEndpoint(endpoints.createCamera, { body })
        : callEndpoint(endpoints.updateCamera, { params: { id: camera.id }, body }),
    onSuccess: (saved) => reloadCctv(client, { id: saved.dvr_id }),
  });
}

export function useDeleteCamera() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (camera: Pick<CameraRow, 'id' | 'dvr_id'>) =>
      callEndpoint(endpoints.deleteCamera, { params: { id: camera.id } }),
    onSuccess: (_none, camera) => reloadCctv(client, { id: camera.dvr_id }),
  });
}

export function useSaveTag(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: CctvTagBody) =>
      id === null
        ? callEndpoint(endpoints.createTag, { body })
        : callEndpoint(endpoints.updateTag, { params: { id }, body }),
    onSuccess: () => reloadCctv(client),
  });
}

export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(endpoints.deleteTag, { params: { id } }),
    onSuccess: () => reloadCctv(client),
  });
}

/**
 * Scans a recorder: reads it, adds or updates its cameras, records a check. The answer says
 * whether it could be read; only a refusal of the call itself (409, 404) is an error.
 */
export function useScanDvr() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => callEndpoint(endpoints.scanDvr, { body: { id } }),
    onSuccess: (answer) => {
      reloadCctv(client, { id: answer.dvr_id });
      void client.invalidateQueries({ queryKey: historyKey(answer.dvr_id) });
      void client.invalidateQueries({ queryKey: BOARD_KEY });
    },
  });
}

/** The recorder's disks, read from it when asked (`enabled`), never retried on their own. */
export function useDvrStorage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['cctv', 'dvr', id, 'storage'],
    enabled,
    retry: false,
    staleTime: Infinity,
    queryFn: ({ signal }) => callEndpoint(endpoints.dvrStorage, { params: { id }, signal }),
  });
}

/** The recorder's clock, read from it when asked. */
export function useDvrTime(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['cctv', 'dvr', id, 'time'],
    enabled,
    retry: false,
    staleTime: Infinity,
    queryFn: ({ signal }) => callEndpoint(endpoints.dvrTime, { params: { id }, signal }),
  });
}

/** One page of a recorder's checks, newest first. */
export function useDvrHealthHistory(id: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...historyKey(id), page, limit],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callListEndpoint(endpoints.dvrHealthHistory, {
        params: { id },
        query: { page, limit },
        signal,
      }),
  });
}

/** GET /cctv/health: the board's rows per branch. */
export function useHealthBoard(query: { branch_ids?: QueryValue; needs_attention?: QueryValue }) {
  return useQuery({
    queryKey: [...BOARD_KEY, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => callEndpoint(endpoints.healthBoard, { query, signal }),
  });
}
