import { MEDIA_EXTENSIONS, type MediaExtension } from '@console/contract';
import path from 'node:path';

/** The content type each accepted extension is stored and served with. */
const CONTENT_TYPES: Record<MediaExtension, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  json: 'application/json',
  svg: 'image/svg+xml',
};

/** The accepted extension of a file name, lower-case, or null. */
export function mediaExtension(fileName: string): MediaExtension | null {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  return (MEDIA_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as MediaExtension)
    : null;
}

export function mediaContentType(extension: MediaExtension): string {
  return CONTENT_TYPES[extension];
}
