import { CctvMessages, DvrStatus, type CameraBody, type CameraRow } from '@console/contract';
import { conflict, notFound } from '../../platform/core/http/http-error.ts';
import { uniqueViolation } from '../../platform/core/sql/pg-errors.ts';
import type { CctvCaller } from './cctv-access.ts';
import { assertTagsOfKind } from './cctv-tags.ts';
import {
  cameraValues,
  deleteCameraRow,
  findCamera,
  insertCamera,
  setCameraTags,
  updateCamera,
} from './camera.repo.ts';
import { findDvr } from './dvr.repo.ts';

// Cameras' rules: a camera belongs to a kept recorder in the caller's scope, one per channel.

export async function readCamera(caller: CctvCaller, id: number): Promise<CameraRow> {
  const camera = await findCamera(caller.db, caller.scope, id);
  if (!camera) throw notFound(CctvMessages.cameraNotFound);
  return camera;
}

async function keptDvr(caller: CctvCaller, dvrId: number) {
  const dvr = await findDvr(caller.db, caller.scope, dvrId);
  if (!dvr) throw notFound(CctvMessages.dvrNotFound);
  if (dvr.status === DvrStatus.Deleted) throw conflict(CctvMessages.dvrDeleted);
  return dvr;
}

const channelTaken = (error: unknown) =>
  uniqueViolation(error) ? conflict(CctvMessages.duplicateChannel) : error;

export async function createCamera(caller: CctvCaller, body: CameraBody): Promise<CameraRow> {
  const dvr = await keptDvr(caller, body.dvr_id);
  const id = await caller.db
    .transaction(async (tx) => {
      await assertTagsOfKind(tx, body.tag_ids ?? [], false);
      const created = await insertCamera(tx, dvr.id, cameraValues(body, dvr.model_id));
      if (body.tag_ids) await setCameraTags(tx, created, body.tag_ids);
      return created;
    })
    .catch((error: unknown) => {
      throw channelTaken(error);
    });
  return readCamera(caller, id);
}

export async function changeCamera(
  caller: CctvCaller,
  id: number,
  body: CameraBody,
): Promise<CameraRow> {
  await readCamera(caller, id);
  const dvr = await keptDvr(caller, body.dvr_id);
  await caller.db
    .transaction(async (tx) => {
      await assertTagsOfKind(tx, body.tag_ids ?? [], false);
      await updateCamera(tx, id, dvr.id, cameraValues(body, dvr.model_id));
      if (body.tag_ids) await setCameraTags(tx, id, body.tag_ids);
    })
    .catch((error: unknown) => {
      throw channelTaken(error);
    });
  return readCamera(caller, id);
}

export async function deleteCamera(caller: CctvCaller, id: number): Promise<void> {
  await readCamera(caller, id);
  await deleteCameraRow(caller.db, id);
}
