import { importEndpoints, type ImportRow } from '@console/contract';
import { serverJobRunner } from '../../src/platform/modules/app-job-runner.ts';
import type { SignedIn, TestApp } from '../harness.ts';
import { BOUNDARY, multipartBody } from '../media/multipart.ts';
import { callApi, urlOf, type QueryValue } from '../support/endpoint-client.ts';

// Sheets uploaded to POST /import/{kind}, and the job runner that checks and commits them.

export const csv = (rows: (string | number)[][]) =>
  rows.map((row) => row.map((cell) => String(cell)).join(',')).join('\r\n');

export function uploadSheet(
  t: TestApp,
  who: SignedIn,
  kind: string,
  fileName: string,
  content: Buffer | string,
  query: Record<string, QueryValue> = {},
) {
  return callApi(
    t,
    importEndpoints.start,
    {
      params: { kind },
      query,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipartBody([{ filename: fileName, content }]),
    },
    who,
  );
}

/** Runs the import jobs waiting (the check or the commit), then reads the import. */
export async function afterJobs(t: TestApp, who: SignedIn, id: number): Promise<ImportRow> {
  const runner = serverJobRunner(t.app.services);
  await runner.runUntilIdle();
  const read = await callApi(t, importEndpoints.read, { params: { id } }, who);
  if (read.statusCode !== 200)
    throw new Error(
      `${importEndpoints.read.method} ${urlOf(importEndpoints.read, { id })}: ${read.statusCode} ${read.body}`,
    );
  return read.json<ImportRow>();
}
