import { DrizzleQueryError } from 'drizzle-orm';

// What the log may keep of a failed pass over a sheet. A failed query's error carries the
// query's parameters (cells, a recorder's password sealed or not) and PostgreSQL's own detail
// and context quote the data near the fault: none of that is kept. What is kept is what failed
// and how, in the words of the database, parser or check that failed.

const MOST_CHARS = 300;

export interface FailureStep {
  name: string;
  message?: string;
  /** PostgreSQL's error code, or a Node error's. */
  code?: string;
  constraint?: string;
}

/** The failure and its causes, outermost first, without parameters, detail or context. */
export function failureDetail(error: unknown): FailureStep[] {
  const steps: FailureStep[] = [];
  let at: unknown = error;
  while (at !== undefined && at !== null && steps.length < 5) {
    if (!(at instanceof Error)) {
      steps.push({ name: typeof at });
      break;
    }
    const step: FailureStep = { name: at.constructor.name };
    // A failed query's message is the query and its parameters: its cause says what failed.
    if (!(at instanceof DrizzleQueryError)) step.message = at.message.slice(0, MOST_CHARS);
    const { code, constraint } = at as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') step.code = code;
    if (typeof constraint === 'string') step.constraint = constraint;
    steps.push(step);
    at = at.cause;
  }
  return steps;
}
