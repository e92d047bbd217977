import { Messages, type LoginResponse } from '@console/contract';
import { ApiError, ServerUnreachableError } from '../api/api-client.ts';

/**
 * The words a failed sign-in shows (000 §5, §8): a 422 shows the server's data, a refusal the
 * server's reason (by default the fixed login-failure text), anything else 'Unexpected response
 * from server'.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422) return validationText(error.data) ?? error.message;
    if ([401, 403, 404, 429].includes(error.status)) return error.message || Messages.loginFailed;
  }
  // No answer at all: the connection, not the server, is the problem.
  if (error instanceof ServerUnreachableError) return error.message;
  return Messages.unexpectedResponse;
}

function validationText(data: unknown): string | null {
  if (!data || typeof data !== 'object') return typeof data === 'string' ? data : null;
  const errors = (data as { errors?: { message?: string }[] }).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .map((item) => item.message)
      .filter(Boolean)
      .join(' ');
  }
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' ? message : null;
}

/** A first-leg answer that completes sign-in (as opposed to asking for the TOTP code). */
export function isLoginResponse(answer: unknown): answer is LoginResponse {
  return !!answer && typeof answer === 'object' && 'auth_token' in answer;
}
