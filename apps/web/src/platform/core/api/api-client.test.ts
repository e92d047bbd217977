import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, apiUrl, configureApiClient } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('leaves empty values out of the query and joins arrays with commas', () => {
    expect(
      apiUrl('/announcement', { page: 2, status: '', branch_ids: [], segment_ids: [1, 3] }),
    ).toBe('/api/announcement?page=2&segment_ids=1%2C3');
  });

  it('sends the bearer token and answers data with headers', async () => {
    configureApiClient({ getAccessToken: async () => 'tok', onSessionEnded: () => undefined });
    const fetchMock = answer(200, [{ id: 1 }], { 'x-total-count': '41' });
    const response = await apiRequest<{ id: number }[]>('/x');
    expect(response.data).toEqual([{ id: 1 }]);
    expect(response.headers.get('x-total-count')).toBe('41');
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('turns error bodies into ApiError with the server message, 413 into File is too large', async () => {
    answer(422, { message: 'Name is required', errors: [] });
    await expect(api('/x')).rejects.toMatchObject({ status: 422, message: 'Name is required' });
    answer(413, undefined);
    await expect(api('/x')).rejects.toMatchObject({ status: 413, message: 'File is too large' });
    answer(500, undefined);
    const failure = await api('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('An error has occurred');
  });

  it('reports an ended session on a 401 to a signed-in call', async () => {
    const ended = vi.fn();
    configureApiClient({ getAccessToken: async () => 'tok', onSessionEnded: ended });
    answer(401, { message: 'Your session has ended. Sign in again.' });
    await expect(api('/me')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledOnce();
  });
});
