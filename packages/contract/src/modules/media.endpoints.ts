import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { mediaListItem, mediaListQuery, mediaParams, mediaUploadResponse } from './media.ts';

/** POST /media (one file, multipart), GET /media (list) and GET /media/{id} (000 §9, 001 §7). */
export const mediaEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/media',
    body: 'multipart',
    answer: mediaUploadResponse,
    summary: 'Upload one file (multipart field "file"); answers a list with the stored file',
    errors: [400, 401, 413, 422, 502],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/media',
    query: mediaListQuery,
    answer: z.array(mediaListItem),
    list: true,
    summary:
      'Uploaded files, newest first: every file for superusers, one’s own uploads for others',
    errors: [422],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/media/:id',
    params: mediaParams,
    answer: 'file',
    summary:
      'An uploaded file: for its uploader, superusers, and readers of what it is attached to',
  }),
};
