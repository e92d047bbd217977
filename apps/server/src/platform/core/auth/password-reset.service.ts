import { Messages } from '@console/contract';
import { HttpError, unauthorized, unprocessable } from '../http/http-error.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import {
  findAccountById,
  findAccountByUsername,
  recentCodeMessages,
  setPasswordHash,
} from './accounts.repo.ts';
import { recordAuthEvent } from './auth-events.ts';
import type { AuthContext } from './authenticate.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';
import { consumeCode, issueCode, newReferenceNumber } from './one-time-codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './session.service.ts';
import type { SignInContext } from './sign-in.service.ts';

const MAX_RESET_CODES_PER_WINDOW = 3;

/**
 * GET /auth/reset: sends a reset code to the account's registered mobile. The answer is the
 * same whether or not the account exists, so it cannot be used to discover usernames.
 */
export async function requestPasswordReset(ctx: SignInContext, sms: SmsSender, username: string) {
  await assertLoginAllowed(ctx.db, ctx.config.loginLimits, null, ctx.request.ip);
  const account = await findAccountByUsername(ctx.db, username);
  const mobile = account?.mobilePrimary ?? null;
  const windowMinutes = ctx.config.loginLimits.windowMinutes;
  const canSend =
    account &&
    account.status === 1 &&
    mobile &&
    (await recentCodeMessages(ctx.db, [mobile], windowMinutes)) < MAX_RESET_CODES_PER_WINDOW;
  let referenceNumber = newReferenceNumber();
  if (canSend) {
    const issued = await issueCode(ctx.db, {
      purpose: 'password_reset',
      userId: account.id,
      mobile,
    });
    referenceNumber = issued.referenceNumber;
    await sms.send({
      mobile,
      text: `${issued.code} is your code to reset the Education Console password. It expires in 10 minutes. Do not share it with anyone.`,
      templateId: ctx.config.sms.otpTemplateId,
      purpose: 'password_reset',
      sensitive: true,
    });
  }
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event: 'password.reset.request',
    outcome: canSend ? 'success' : 'refused',
    userId: account?.id ?? null,
    username,
  });
  return { message: Messages.resetRequested, reference_number: referenceNumber };
}

/** PUT /auth/reset with a reset code: sets the new password and ends every session. */
export async function resetPasswordWithCode(
  ctx: SignInContext,
  input: { username: string; referenceNumber: string; otp: string; newPassword: string },
) {
  await assertLoginAllowed(
    ctx.db,
    ctx.config.loginLimits,
    input.username.toLowerCase(),
    ctx.request.ip,
  );
  const account = await findAccountByUsername(ctx.db, input.username);
  let proven: { userId: number | null } | null = null;
  try {
    proven = await consumeCode(ctx.db, input.referenceNumber, 'password_reset', input.otp);
  } catch (error) {
    await recordLoginFailure(ctx.db, input.username, ctx.request.ip);
    throw error;
  }
  if (!account || proven.userId !== account.id) {
    await recordLoginFailure(ctx.db, input.username, ctx.request.ip);
    throw unauthorized(Messages.otpInvalid);
  }
  await setPasswordHash(ctx.db, account.id, await hashPassword(input.newPassword));
  await revokeUserSessions(ctx.db, account.id, 'password reset');
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event: 'password.reset',
    outcome: 'success',
    userId: account.id,
    username: account.username,
  });
  return { message: Messages.passwordChanged };
}

/**
 * PUT /auth/reset by a signed-in user: the current password, then the new one. Other sessions
 * end; this one stays and is no longer held to the reset.
 */
export async function changePassword(
  ctx: SignInContext,
  auth: AuthContext,
  input: { password: string; newPassword: string },
) {
  await assertLoginAllowed(
    ctx.db,
    ctx.config.loginLimits,
    auth.username.toLowerCase(),
    ctx.request.ip,
  );
  const account = await findAccountById(ctx.db, auth.userId);
  if (!account) throw unauthorized(Messages.sessionEnded);
  if (!account.passwordHash) {
    throw new HttpError(
      400,
      'This account signs in by one-time code and has no password to change.',
    );
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordLoginFailure(ctx.db, account.username, ctx.request.ip);
    await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
      event: 'password.change',
      outcome: 'failure',
      userId: account.id,
      username: account.username,
      detail: 'wrong current password',
    });
    throw unprocessable(Messages.currentPasswordWrong);
  }
  if (input.password === input.newPassword) {
    throw unprocessable('The new password must differ from the current one.');
  }
  await setPasswordHash(ctx.db, account.id, await hashPassword(input.newPassword));
  await revokeUserSessions(ctx.db, account.id, 'password changed', auth.sessionId);
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event: 'password.change',
    outcome: 'success',
    userId: account.id,
    username: account.username,
  });
  return { message: Messages.passwordChanged };
}
