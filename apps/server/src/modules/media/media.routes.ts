import multipart from '@fastify/multipart';
import {
  errorBody,
  mediaParams,
  mediaUploadResponse,
  Messages,
  type MediaItem,
} from '@console/contract';
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound, unprocessable } from '../../platform/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import {
  mediaContentType,
  mediaExtension,
  storedMediaPath,
  storeMediaStream,
} from '../../platform/media/media-storage.ts';
import { mayReadMedia, type AttachmentReader } from '../../platform/media/attachment-readers.ts';
import { findMediaFile, insertMediaFile, type MediaFile } from '../../platform/media/media.repo.ts';

const describe = (file: MediaFile): MediaItem => ({
  id: file.id,
  url: `/api/media/${file.id}`,
  file_name: file.fileName,
  content_type: file.contentType,
  size: file.size,
});

/**
 * A served file may come from anyone who can upload: it never runs in the console's origin.
 * The CSP sandbox gives it an opaque origin without script; SVG (which can carry script) is
 * downloaded, not shown.
 */
const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

export interface MediaRoutesOptions {
  /** Who besides the uploader and superusers may read a file (see AttachmentReader). */
  attachmentReaders: readonly AttachmentReader[];
}

/** POST /media (one file, multipart) and GET /media/{id} (000 §7, §9). */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (instance, options) => {
  const { config, db } = instance.services;
  await instance.register(multipart, {
    limits: { files: 1, fileSize: config.media.maxBytes, fields: 4, parts: 6 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/media',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Upload one file (multipart field "file"); answers a list with the stored file',
        consumes: ['multipart/form-data'],
        response: { 200: mediaUploadResponse, 401: errorBody, 413: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unprocessable(Messages.mediaFileMissing);
      const part = await request.file();
      if (!part) throw unprocessable(Messages.mediaFileMissing);
      const extension = mediaExtension(part.filename);
      if (!extension) {
        part.file.resume();
        throw unprocessable(Messages.mediaTypeNotAllowed);
      }
      const stored = await storeMediaStream(config.media.dir, extension, part.file);
      if (part.file.truncated) throw new HttpError(413, Messages.fileTooLarge);
      const file = await insertMediaFile(db, {
        uploadedBy: request.auth!.userId,
        fileName: part.filename.slice(-255),
        storedName: stored.storedName,
        extension,
        contentType: mediaContentType(extension),
        size: stored.size,
      });
      return [describe(file)];
    },
  );

  app.get(
    '/media/:id',
    {
      // Checked in the handler: the uploader, superusers, and the attachment readers.
      config: { access: 'signed-in' },
      schema: {
        summary: `An uploaded file: for its uploader, superusers, and readers of what it is attached to (${options.attachmentReaders.map((reader) => reader.attachedTo).join(', ')})`,
        params: mediaParams,
      },
    },
    async (request, reply) => {
      const file = await findMediaFile(db, request.params.id);
      const readable =
        file && (await mayReadMedia(db, request.auth!, file, options.attachmentReaders));
      const filePath = readable ? storedMediaPath(config.media.dir, file.storedName) : null;
      if (!file || !filePath || !fs.existsSync(filePath)) throw notFound(Messages.notFound);
      const disposition = file.extension === 'svg' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('content-security-policy', SANDBOX_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(fs.createReadStream(filePath));
    },
  );
};
