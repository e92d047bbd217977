/** A refusal the operator can act on: printed as one line, exit code 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

/** The command line itself is wrong: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
