import { z } from 'zod';
import { queryInt4Id } from '../common/numbers.ts';
import { listQueryFields } from '../common/list.ts';

/** 000 §9: the file extensions the media endpoint takes. */
export const MEDIA_EXTENSIONS = [
  'png',
  'jpeg',
  'jpg',
  'mp4',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'json',
  'svg',
] as const;

/** One stored file; `url` serves it to signed-in users (the cookie works for GET). */
export const mediaItem = z.object({
  id: z.number().int(),
  url: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/** POST /media answers a list; the console uses its first item. */
export const mediaUploadResponse = z.array(mediaItem);
export const mediaParams = z.strictObject({ id: queryInt4Id });

export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

/** What the media endpoint answers when it refuses an upload (beyond Messages' shared ones). */
export const MediaMessages = {
  contentMismatch: (extension: MediaExtension) =>
    `The file content does not match its .${extension} extension.`,
  executable: 'Programs and scripts cannot be uploaded.',
  empty: 'The file is empty.',
  storageFailed: 'The file could not be stored. Try again.',
  malformedForm: 'The upload is not a valid multipart form.',
} as const;

/** GET /media with export=true downloads this file. */
export const MEDIA_EXPORT_FILE = 'media.csv';

/**
 * 001 §7 `search_by_extensions`: a comma list ("png,pdf") or repeated values, each one of
 * MEDIA_EXTENSIONS (case does not matter); an empty selection is absent.
 */
const extensionList = z.union([z.string(), z.array(z.string())]).transform((value, context) => {
  const parts = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((part) => part.trim().replace(/^\./, '').toLowerCase())
    .filter((part) => part !== '');
  const unknown = parts.filter((part) => !(MEDIA_EXTENSIONS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `"${unknown[0]}" is not an extension files are uploaded with. Use one of: ${MEDIA_EXTENSIONS.join(', ')}.`,
    });
    return z.NEVER;
  }
  return parts.length > 0 ? [...new Set(parts as MediaExtension[])] : undefined;
});

/**
 * GET /media (001 §7): superusers list every file, everyone else the files they uploaded.
 * Newest first unless sort_created_at says otherwise; search_by_name matches any part of the
 * file name, ignoring case.
 */
export const mediaListQuery = z.strictObject({
  ...listQueryFields,
  sort_created_at: z.enum(['asc', 'desc']).optional(),
  search_by_extensions: extensionList.optional(),
  search_by_name: z
    .string()
    .trim()
    .max(255)
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/** 001 "Media file: listed with extension and name". */
export const mediaListItem = mediaItem.extend({
  extension: z.enum(MEDIA_EXTENSIONS),
  created_at: z.string(),
  /** The uploader's user id (a superuser's list holds everyone's files). */
  uploaded_by: z.number().int(),
});
export type MediaListItem = z.infer<typeof mediaListItem>;
