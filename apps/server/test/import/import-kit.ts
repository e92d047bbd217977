import type { ImportRow } from '@console/contract';
import { serverJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import type { SignedIn, TestApp } from '../harness.ts';
import { BOUNDARY, multipartBody } from '../media/multipart.ts';

// Sheets uploaded to POST /import/{kind}, and the job runner that checks and commits them.

export const csv = (rows: (string | number)[][]) =>
  rows.map((row) => row.map((cell) => String(cell)).join(',')).join('\r\n');

export function uploadSheet(
  t: TestApp,
  who: SignedIn,
  kind: string,
  fileName: string,
  content: Buffer | string,
  query = '',
) {
  return t.call({
    method: 'POST',
    url: `/api/import/${kind}${query}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([{ filename: fileName, content }]),
  });
}

/** Runs the import jobs waiting (the check or the commit), then reads the import. */
export async function afterJobs(t: TestApp, who: SignedIn, id: number): Promise<ImportRow> {
  const runner = serverJobRunner(t.app.services);
  await runner.runUntilIdle();
  const read = await t.call({ method: 'GET', url: `/api/import/${id}`, headers: who.headers });
  if (read.statusCode !== 200)
    throw new Error(`GET /import/${id}: ${read.statusCode} ${read.body}`);
  return read.json<ImportRow>();
}
