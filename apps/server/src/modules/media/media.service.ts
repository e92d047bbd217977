import { MediaMessages, type MediaExtension } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { HttpError, unprocessable } from '../../platform/core/http/http-error.ts';
import {
  inspectMediaContent,
  type ContentVerdict,
} from '../../platform/kit/media/media-content.ts';
import type { MediaStorage } from '../../platform/kit/media/media-storage.ts';
import { mediaContentType } from '../../platform/kit/media/media-types.ts';
import { insertMediaFile, type MediaFile } from '../../platform/kit/media/media.repo.ts';
import type { ReceivedUpload } from './receive-upload.ts';

function refusal(verdict: Exclude<ContentVerdict, 'matches'>, extension: MediaExtension): string {
  switch (verdict) {
    case 'empty':
      return MediaMessages.empty;
    case 'program':
      return MediaMessages.executable;
    case 'mismatch':
      return MediaMessages.contentMismatch(extension);
  }
}

/**
 * Keeps a received upload: its content must be what its extension says (else 422), then the
 * bytes go to the upload storage under a new random name and the file is recorded. A refused
 * file leaves no row and no stored bytes (the caller discards the staged copy either way).
 */
export async function keepUpload(
  db: Db,
  storage: MediaStorage,
  uploadedBy: number,
  upload: ReceivedUpload,
  log: FastifyBaseLogger,
): Promise<MediaFile> {
  const { extension, staged } = upload;
  const verdict = await inspectMediaContent(staged.path, extension, staged.size);
  if (verdict !== 'matches') throw unprocessable(refusal(verdict, extension));
  const storedName = `${randomUUID()}.${extension}`;
  const contentType = mediaContentType(extension);
  try {
    await storage.put(storedName, staged, contentType);
  } catch (error) {
    log.error({ err: error, storage: storage.kind }, 'storing an upload failed');
    throw new HttpError(502, MediaMessages.storageFailed);
  }
  try {
    return await insertMediaFile(db, {
      uploadedBy,
      fileName: upload.fileName,
      storedName,
      storage: storage.kind,
      extension,
      contentType,
      size: staged.size,
    });
  } catch (error) {
    await storage.remove(storedName).catch(() => undefined);
    throw error;
  }
}
