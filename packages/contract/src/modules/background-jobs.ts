import { z } from 'zod';
import { listQueryFields, listSort, searchById } from '../common/list.ts';
import { defineCodes, type CodeOf } from '../common/codes.ts';

// GET /jobs (hangfire_read): the job runner's queue, for the Background jobs page (000 §2's
// /hangfire dashboard): what is scheduled, running, done or failed, and why.

export const BACKGROUND_JOBS_EXPORT_FILE = 'background-jobs.csv';

/** The job runner's states (its table's words), with the page's labels and tag colours. */
export const BACKGROUND_JOB_STATUSES = defineCodes({
  Queued: { code: 'queued', label: 'Queued', colour: 'gold' },
  Running: { code: 'running', label: 'Running', colour: 'blue' },
  Done: { code: 'done', label: 'Done', colour: 'green' },
  Failed: { code: 'failed', label: 'Failed', colour: 'red' },
  Cancelled: { code: 'cancelled', label: 'Cancelled', colour: 'grey' },
});
export const JOB_STATUSES = BACKGROUND_JOB_STATUSES.codes;
export type JobStatus = CodeOf<typeof BACKGROUND_JOB_STATUSES>;

export const jobListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['run_at', 'created_at', 'id']).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().trim().min(1).max(80).optional(),
  search_by_id: searchById.optional(),
});

export const backgroundJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What the job is about, e.g. announcement:42. */
  key: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  run_at: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJob>;
