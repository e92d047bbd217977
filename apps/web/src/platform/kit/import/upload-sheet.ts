import { importEndpoints, type ImportRow } from '@console/contract';
import { ApiError } from '../../core/api/api-client.ts';
import { getFreshAccessToken } from '../../core/session/session-store.ts';

/**
 * Uploads a sheet with XMLHttpRequest, which reports the upload's progress (fetch does not):
 * `onProgress` gets the share sent, 0 to 1. Answers the import the server started, or throws
 * ApiError with the server's words.
 */
export async function uploadSheet(
  kind: string,
  file: File,
  query: Record<string, string>,
  onProgress: (share: number) => void,
): Promise<ImportRow> {
  const token = await getFreshAccessToken();
  const search = new URLSearchParams(query).toString();
  const url = `/api${importEndpoints.start.path.replace(':kind', encodeURIComponent(kind))}${search ? `?${search}` : ''}`;
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'The upload did not reach the server.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as ImportRow);
        return;
      }
      const message =
        (body as { message?: string } | undefined)?.message ??
        (request.status === 413 ? 'File is too large' : 'An error has occurred');
      reject(new ApiError(request.status, message, body));
    };
    request.send(form);
  });
}
