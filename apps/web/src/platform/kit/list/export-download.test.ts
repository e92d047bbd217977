import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadExport, fileNameFromDisposition } from './export-download.ts';

afterEach(() => vi.unstubAllGlobals());

/** A response whose body arrives in the given chunks, as a streamed export does. */
function streamed(chunks: string[], headers: Record<string, string>) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('export download', () => {
  it('sends the list query with export=true and no paging, and counts rows as they arrive', async () => {
    const fetchMock = vi.fn(async () =>
      streamed(['id,mobile\n1,90', '00000001\n2,9000000002\n', '3,9000000003'], {
        'content-type': 'text/csv; charset=utf-8',
        'x-total-count': '3',
        'content-disposition': 'attachment; filename="sms-outbox.csv"',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: { rows: number; total: number | null }[] = [];
    const result = await downloadExport(
      '/sms_outbox',
      { page: 3, limit: 30, status: 'sent', branch_ids: [1, 2] },
      { fallbackName: 'export.csv', onProgress: (progress) => seen.push({ ...progress }) },
    );
    const url = (fetchMock.mock.calls[0] as unknown as [string])[0];
    expect(url).toBe('/api/sms_outbox?status=sent&branch_ids=1%2C2&export=true');
    expect(seen.map((progress) => progress.rows)).toEqual([0, 0, 2, 2, 3]);
    expect(seen.at(-1)).toEqual({ rows: 3, total: 3 });
    expect(result.fileName).toBe('sms-outbox.csv');
    expect(result.rows).toBe(3);
    expect(await result.blob.text()).toBe('id,mobile\n1,9000000001\n2,9000000002\n3,9000000003');
  });

  it('uses the fallback name without Content-Disposition and reports server errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamed(['a\n'], { 'content-type': 'text/csv' })),
    );
    const result = await downloadExport('/x', {}, { fallbackName: 'x.csv' });
    expect(result).toMatchObject({ fileName: 'x.csv', rows: 0 });

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Not allowed' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(downloadExport('/x', {}, { fallbackName: 'x.csv' })).rejects.toMatchObject({
      status: 403,
      message: 'Not allowed',
    });
  });

  it('reads file names from either form of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename=plain.csv', 'f')).toBe('plain.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
        'f',
      ),
    ).toBe('résumé.csv');
    expect(fileNameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
