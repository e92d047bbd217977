import { MediaMessages, Messages, type MediaExtension } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, unprocessable } from '../../platform/core/http/http-error.ts';
import { safeFileName } from '../../platform/kit/media/media-file-name.ts';
import { discardStaged, stageUpload } from '../../platform/kit/media/media-staging.ts';
import type { StagedUpload } from '../../platform/kit/media/media-storage.ts';
import { mediaExtension } from '../../platform/kit/media/media-types.ts';

export interface ReceivedUpload {
  /** The client's name made safe for display (never used to store the bytes). */
  fileName: string;
  extension: MediaExtension;
  staged: StagedUpload;
}

/** @fastify/multipart's limits (one file, a few fields): the form does not hold one file. */
const NOT_ONE_FILE = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart request holding one file into the incoming directory. Refuses, keeping
 * nothing: no file or more than one (422), a name without an accepted extension (422, before
 * reading the bytes), a file past MEDIA_MAX_BYTES (413 'File is too large') and a form that
 * is not well formed (400).
 */
export async function receiveOneFile(
  request: FastifyRequest,
  incoming: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw unprocessable(Messages.mediaFileMissing);
  let received: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const fileName = safeFileName(part.filename);
      const extension = mediaExtension(fileName);
      if (!extension) {
        part.file.resume();
        throw unprocessable(Messages.mediaTypeNotAllowed);
      }
      received = { fileName, extension, staged: await stageUpload(incoming, part.file) };
      if (part.file.truncated) throw new HttpError(413, Messages.fileTooLarge);
    }
  } catch (error) {
    if (received) await discardStaged(received.staged.path);
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_ONE_FILE.has(code)) {
      throw unprocessable(Messages.mediaFileMissing);
    }
    // The parser's errors (no boundary, a form cut short, a broken part header) are the
    // client's; a failing disk (errors from a system call) is the server's.
    if (error instanceof HttpError || (error as { syscall?: unknown }).syscall) throw error;
    throw badRequest(MediaMessages.malformedForm);
  }
  if (!received) throw unprocessable(Messages.mediaFileMissing);
  return received;
}
