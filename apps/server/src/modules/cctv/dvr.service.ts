import {
  CctvMessages,
  DvrStatus,
  changedDvrAddress,
  dvrAddressChangeWords,
  type DvrCreateBody,
  type DvrRow,
  type DvrUpdateBody,
} from '@console/contract';
import { RecorderAddressRefused } from './drivers/recorders/recorder-networks.ts';
import {
  conflict,
  FieldRefusal,
  forbidden,
  notFound,
} from '../../platform/core/http/http-error.ts';
import { uniqueViolation } from '../../platform/core/sql/pg-errors.ts';
import { mayUseBranch, type CctvCaller } from './cctv-access.ts';
import { assertTagsOfKind } from './cctv-tags.ts';
import { sealDvrPassword } from './dvr-password.ts';
import type { RecorderReach } from './recorder-reach.ts';
import {
  deleteDvrRow,
  findDvr,
  insertDvr,
  setDvrStatus,
  setDvrTags,
  updateDvr,
  type DvrValues,
} from './dvr.repo.ts';

// Recorders' rules: a recorder is put only in a branch of the caller's, at an address in the
// networks recorders may be at; its password is sealed for that address before it is stored,
// never answered, and entered again whenever the address changes; one recorder per address and
// port in a branch.

export async function readDvr(caller: CctvCaller, id: number): Promise<DvrRow> {
  const dvr = await findDvr(caller.db, caller.scope, id);
  if (!dvr) throw notFound(CctvMessages.dvrNotFound);
  return dvr;
}

function valuesOf(body: DvrCreateBody | DvrUpdateBody): DvrValues {
  return {
    name: body.name,
    modelId: body.model_id,
    branchId: body.branch_id,
    serialNumber: body.serial_number,
    slno: body.slno,
    ipAddress: body.ip_address,
    httpPort: body.http_port,
    rtspPort: body.rtsp_port,
    serverPort: body.server_port,
    isHttps: body.is_https,
    isActive: body.is_active,
    authUsername: body.auth_username,
    autoScanAddCameras: body.auto_scan_add_cameras,
  };
}

/**
 * 422 on ip_address unless the server may connect there (RECORDER_ALLOWED_NETWORKS, and never
 * this server or a metadata service); a host name must resolve, every address allowed. The
 * same check is made again before every connection (the name may point elsewhere later).
 */
async function assertAddressAllowed(
  reach: RecorderReach,
  body: Pick<DvrCreateBody, 'ip_address' | 'http_port' | 'rtsp_port'>,
): Promise<void> {
  try {
    for (const port of [body.http_port, body.rtsp_port]) {
      await reach.networks.resolve(body.ip_address, port);
    }
  } catch (error) {
    if (!(error instanceof RecorderAddressRefused)) throw error;
    throw new FieldRefusal('ip_address', CctvMessages.addressNotAllowed);
  }
}

function addressTaken(error: unknown): unknown {
  return uniqueViolation(error) ? conflict(CctvMessages.duplicateAddress) : error;
}

export async function createDvr(
  caller: CctvCaller,
  reach: RecorderReach,
  body: DvrCreateBody,
): Promise<DvrRow> {
  if (!mayUseBranch(caller.scope, body.branch_id)) throw forbidden(CctvMessages.branchOutOfScope);
  await assertAddressAllowed(reach, body);
  const id = await caller.db
    .transaction(async (tx) => {
      await assertTagsOfKind(tx, body.tag_ids ?? [], true);
      const created = await insertDvr(
        tx,
        valuesOf(body),
        sealDvrPassword(reach.passwords, body.auth_password, body),
        caller.auth.userId,
      );
      if (body.tag_ids) await setDvrTags(tx, created, body.tag_ids);
      return created;
    })
    .catch((error: unknown) => {
      throw addressTaken(error);
    });
  return readDvr(caller, id);
}

/**
 * Changes a recorder. No password keeps the stored one, but only while the recorder stays where
 * it was: a stored password is never sent to an address it was not entered for, so a change of
 * address, port or HTTPS without it is refused (422 on auth_password, naming what changed).
 */
export async function changeDvr(
  caller: CctvCaller,
  reach: RecorderReach,
  id: number,
  body: DvrUpdateBody,
): Promise<DvrRow> {
  const current = await readDvr(caller, id);
  if (current.status === DvrStatus.Deleted) throw conflict(CctvMessages.dvrDeleted);
  if (!mayUseBranch(caller.scope, body.branch_id)) throw forbidden(CctvMessages.branchOutOfScope);
  const moved = changedDvrAddress(current, body);
  if (moved.length > 0 && !body.auth_password) {
    throw new FieldRefusal(
      'auth_password',
      CctvMessages.passwordForNewAddress(dvrAddressChangeWords(moved)),
    );
  }
  await assertAddressAllowed(reach, body);
  await caller.db
    .transaction(async (tx) => {
      await assertTagsOfKind(tx, body.tag_ids ?? [], true);
      const sealed = body.auth_password
        ? sealDvrPassword(reach.passwords, body.auth_password, body)
        : null;
      await updateDvr(tx, id, valuesOf(body), sealed);
      if (body.tag_ids) await setDvrTags(tx, id, body.tag_ids);
    })
    .catch((error: unknown) => {
      throw addressTaken(error);
    });
  return readDvr(caller, id);
}

/** DELETE /cctv/dvr/{id}: kept with status -1, out of lists, restorable. */
export async function deleteDvr(caller: CctvCaller, id: number): Promise<DvrRow> {
  await readDvr(caller, id);
  await setDvrStatus(caller.db, id, DvrStatus.Deleted);
  return readDvr(caller, id);
}

export async function restoreDvr(caller: CctvCaller, id: number): Promise<DvrRow> {
  await readDvr(caller, id);
  const restored = await setDvrStatus(caller.db, id, DvrStatus.Kept).catch((error: unknown) => {
    // Another recorder took its address meanwhile.
    throw addressTaken(error);
  });
  if (!restored) throw conflict(CctvMessages.dvrNotDeleted);
  return readDvr(caller, id);
}

/** DELETE /cctv/dvr/{id}/complete: the recorder, its cameras, tags and checks, for good. */
export async function removeDvr(caller: CctvCaller, id: number): Promise<void> {
  await readDvr(caller, id);
  await deleteDvrRow(caller.db, id);
}

export async function changeDvrTags(
  caller: CctvCaller,
  id: number,
  tagIds: readonly number[],
): Promise<DvrRow> {
  await readDvr(caller, id);
  await caller.db.transaction(async (tx) => {
    await assertTagsOfKind(tx, tagIds, true);
    await setDvrTags(tx, id, tagIds);
  });
  return readDvr(caller, id);
}
