import multipart from '@fastify/multipart';
import {
  mediaEndpoints as endpoints,
  Messages,
  type MediaItem,
  type MediaListItem,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { notFound } from '../../platform/core/http/http-error.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { mayReadMedia } from '../../platform/kit/media/attachment-readers.ts';
import {
  discardStaged,
  incomingDir,
  sweepStaleUploads,
} from '../../platform/kit/media/media-staging.ts';
import { mediaStorages } from '../../platform/kit/media/media-storage.ts';
import { percentEncode } from '../../platform/kit/media/percent-encode.ts';
import { findMediaFile, type MediaFile } from '../../platform/kit/media/media.repo.ts';
import { mediaList } from './media-list.ts';
import { keepUpload } from './media.service.ts';
import { receiveOneFile } from './receive-upload.ts';

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
 * downloaded, not shown; nosniff holds the browser to the stored content type.
 */
const SANDBOX_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Staged uploads older than this were left by a process that stopped mid-upload. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** POST /media (one file, multipart), GET /media (list) and GET /media/{id} (000 §9, 001 §7). */
export const mediaRoutes: FastifyPluginAsync = async (instance) => {
  // Who besides the uploader and superusers may read a file: every module's readers.
  const { config, db, database, attachmentReaders } = instance.services;
  const storages = mediaStorages(config.media);
  const incoming = incomingDir(config.media.dir);
  await sweepStaleUploads(incoming, STALE_UPLOAD_MS);
  await instance.register(multipart, {
    // The size limit ends the file (truncated) rather than failing the form: receiveOneFile
    // answers 413 itself, after removing what it received.
    throwFileSizeLimit: false,
    limits: { files: 1, fileSize: config.media.maxBytes, fields: 4, parts: 6 },
  });

  routeEndpoint(instance, endpoints.upload, {
    access: 'signed-in',
    handler: async (request) => {
      const upload = await receiveOneFile(request, incoming);
      try {
        const file = await keepUpload(
          db,
          storages.forUploads,
          request.auth!.userId,
          upload,
          request.log,
        );
        return [describe(file)];
      } finally {
        await discardStaged(upload.staged.path);
      }
    },
  });

  routeEndpoint(instance, endpoints.list, {
    access: 'signed-in',
    handler: (request, reply) => {
      const { query, spec } = mediaList(request.auth!, request.query);
      return sendList<MediaListItem>(reply, database, query, spec);
    },
  });

  routeEndpoint(instance, endpoints.file, {
    // Checked in the handler: the uploader, superusers, and the attachment readers.
    access: 'signed-in',
    summary: `${endpoints.file.summary} (${attachmentReaders.map((reader) => reader.attachedTo).join(', ')})`,
    handler: async (request, reply) => {
      const file = await findMediaFile(db, request.params.id);
      const readable = file && (await mayReadMedia(db, request.auth!, file, attachmentReaders));
      const storage = readable ? storages.holding(file.storage) : undefined;
      const content = storage ? await storage.open(file!.storedName) : null;
      if (!file || !content) throw notFound(Messages.notFound);
      const disposition = file.extension === 'svg' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${percentEncode(file.fileName)}`,
        )
        .header('content-security-policy', SANDBOX_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(content);
    },
  });
};
