import { z } from 'zod';

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
export const mediaParams = z.strictObject({ id: z.coerce.number().int().positive() });
