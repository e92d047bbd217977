import { ApiError } from './api-client.ts';

/**
 * An item's call whose 404 (missing, or outside the user's branches: the server answers both
 * alike) is null for the page to say "not found", while any other failure stays an error.
 */
export async function missingAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
