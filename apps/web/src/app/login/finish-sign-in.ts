import type { LoginResponse } from '@console/contract';
import { Messages } from '@console/contract';
import { takeRedirectUrl } from '../../platform/core/session/redirect-url.ts';
import { startSession } from '../../platform/core/session/session-store.ts';

/** 000 §4: after sign-in the console moves on after 900 ms (the page says "Logged in successfully."). */
export const AFTER_SIGN_IN_DELAY_MS = 900;

/**
 * Keeps the session. Answers what comes next: the forced password change, or where to go (the
 * remembered redirectUrl, else home). Throws when the session cannot be kept.
 */
export function finishSignIn(login: LoginResponse): { mustResetPassword: boolean; next: string } {
  if (!startSession(login)) throw new Error(Messages.loginFailed);
  return { mustResetPassword: login.must_reset_password, next: takeRedirectUrl() ?? '/' };
}
