// PostgreSQL's refusals as the driver reports them, possibly wrapped (Drizzle wraps the driver's
// error as its cause): a service turns the ones it expects into clear answers.

interface PgError extends Error {
  code?: unknown;
  constraint?: unknown;
}

function pgErrorOf(error: unknown): PgError | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (typeof (e as PgError).code === 'string') return e as PgError;
  }
  return undefined;
}

/** The PostgreSQL error code behind a (possibly wrapped) driver error. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code as string | undefined;
}

/** The constraint (or unique index) a unique violation (23505) broke; undefined otherwise. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = pgErrorOf(error);
  if (found?.code !== '23505') return undefined;
  return typeof found.constraint === 'string' ? found.constraint : 'unknown';
}
