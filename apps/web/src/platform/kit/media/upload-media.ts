import { MEDIA_EXTENSIONS, mediaEndpoints, type MediaItem } from '@console/contract';
import { callEndpoint, endpointUrl } from '../../core/api/call-endpoint.ts';

// Files go to POST /media (multipart, one file under `file`) before the form that attaches them
// is sent; the form sends the answered ids. The help dialog and every content form share this.

/** The `accept` attribute of a file picker: the extensions of 000 §9. */
export const MEDIA_ACCEPT = MEDIA_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether the media endpoint takes a file of this name (000 §9's extension whitelist). */
export function mediaExtensionAllowed(fileName: string): boolean {
  return (MEDIA_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

/** Uploads one file; a 413 rejects with 'File is too large' (the API client's message). */
export async function uploadMedia(file: File, signal?: AbortSignal): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  // The media endpoint answers a list; the first item is the file just sent.
  const [media] = await callEndpoint(mediaEndpoints.upload, { body, signal });
  if (!media) throw new Error('The server did not answer the uploaded file.');
  return media;
}

/** Where a stored file is served (the cookie authenticates the GET, so links open in a tab). */
export const mediaHref = (id: number) => endpointUrl(mediaEndpoints.file, { params: { id } });
