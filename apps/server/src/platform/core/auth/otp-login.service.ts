import { Messages, type LoginResponse } from '@console/contract';
import { forbidden, HttpError, notFound, unauthorized, unprocessable } from '../http/http-error.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import {
  findAccountById,
  findStaffAccount,
  globalEmployeeIdOf,
  maskMobile,
  recentCodeMessages,
  type StaffAccount,
} from './accounts.repo.ts';
import { recordAuthEvent } from './auth-events.ts';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.ts';
import { consumeCode, findOpenCode, issueCode } from './one-time-codes.ts';
import { signInProven, type SignInContext } from './sign-in.service.ts';

/** At most this many codes per account's numbers in the login window. */
const MAX_CODES_PER_WINDOW = 5;

export type StaffKey = { employeeNumber: number } | { globalEmployeeId: string };

/**
 * The account of an employee number or global employee id. An unknown one is a failed sign-in
 * of the address: these calls are public, and without the count they enumerate the staff.
 */
async function staffAccountOrNotFound(ctx: SignInContext, key: StaffKey): Promise<StaffAccount> {
  const found = await findStaffAccount(ctx.db, key);
  if (!found) {
    await recordLoginFailure(ctx.db, null, ctx.request.ip);
    await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
      event: 'login.otp.lookup',
      outcome: 'failure',
      detail: `unknown employee ${'employeeNumber' in key ? key.employeeNumber : key.globalEmployeeId}`,
    });
    throw notFound(Messages.employeeNotFound);
  }
  return found;
}

/**
 * GET /auth/employee/{n}: where a code can go, masked. Nothing else: anyone may ask, so the
 * name and the other identifiers of the account stay out of the answer.
 */
export async function describeStaffAccount(ctx: SignInContext, key: StaffKey) {
  await assertLoginAllowed(ctx.db, ctx.config.loginLimits, null, ctx.request.ip);
  const found = await staffAccountOrNotFound(ctx, key);
  return { mobile_numbers: found.mobiles.map(maskMobile) };
}

function otpText(code: string): string {
  return `${code} is your one-time code to sign in to the Education Console. It expires in 10 minutes. Do not share it with anyone.`;
}

async function sendCode(
  ctx: SignInContext,
  sms: SmsSender,
  account: StaffAccount,
  mobile: string,
  app: number,
  referenceNumber?: string,
) {
  if (account.account.isSuperuser) {
    // Superusers must use TOTP (000 §5): no one-time code by SMS for them.
    throw forbidden(Messages.superuserWithoutTotp);
  }
  const windowMinutes = ctx.config.loginLimits.windowMinutes;
  if ((await recentCodeMessages(ctx.db, account.mobiles, windowMinutes)) >= MAX_CODES_PER_WINDOW) {
    throw new HttpError(429, Messages.tooManyAttempts, {
      'retry-after': String(windowMinutes * 60),
    });
  }
  const issued = await issueCode(ctx.db, {
    purpose: 'otp_login',
    userId: account.account.id,
    mobile,
    app,
    ...(referenceNumber ? { referenceNumber } : {}),
  });
  await sms.send({
    mobile,
    text: otpText(issued.code),
    templateId: ctx.config.sms.otpTemplateId,
    purpose: 'otp_login',
    sensitive: true,
  });
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event: 'login.otp.send',
    outcome: 'success',
    userId: account.account.id,
    username: account.account.username,
    detail: `to ${maskMobile(mobile)}`,
  });
  return { message: Messages.otpSent, reference_number: issued.referenceNumber };
}

/** POST /auth/employee/{n}?app=…: send a code to one of the account's registered numbers. */
export async function requestOtp(
  ctx: SignInContext,
  sms: SmsSender,
  key: StaffKey,
  mobile: string,
  app: number,
) {
  await assertLoginAllowed(ctx.db, ctx.config.loginLimits, null, ctx.request.ip);
  const account = await staffAccountOrNotFound(ctx, key);
  if (!account.mobiles.includes(mobile)) {
    await recordLoginFailure(ctx.db, account.account.username, ctx.request.ip);
    throw unprocessable(Messages.mobileMismatch);
  }
  return sendCode(ctx, sms, account, mobile, app);
}

/** POST /auth/otp: a fresh code under an open reference (resend). */
export async function resendOtp(
  ctx: SignInContext,
  sms: SmsSender,
  mobile: string,
  referenceNumber: string,
) {
  await assertLoginAllowed(ctx.db, ctx.config.loginLimits, null, ctx.request.ip);
  const open = await findOpenCode(ctx.db, referenceNumber, 'otp_login');
  if (!open || open.mobile !== mobile || !open.userId) throw unauthorized(Messages.otpInvalid);
  const account = await findStaffAccount(ctx.db, { userId: open.userId });
  if (!account) throw unauthorized(Messages.otpInvalid);
  return sendCode(ctx, sms, account, mobile, open.app ?? 1, referenceNumber);
}

/** POST /auth/token: the code, for the account it was sent for. */
export async function exchangeOtp(
  ctx: SignInContext,
  input: {
    otp: string;
    referenceNumber: string;
    deviceId: string;
    globalEmployeeIds?: string[] | undefined;
    userNumbers?: number[] | undefined;
  },
): Promise<LoginResponse> {
  await assertLoginAllowed(ctx.db, ctx.config.loginLimits, null, ctx.request.ip);
  let proven: { userId: number | null };
  try {
    proven = await consumeCode(ctx.db, input.referenceNumber, 'otp_login', input.otp);
  } catch (error) {
    await recordLoginFailure(ctx.db, null, ctx.request.ip);
    await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
      event: 'login.otp',
      outcome: 'failure',
      detail: error instanceof Error ? error.message : 'code refused',
    });
    throw error;
  }
  const account = proven.userId ? await findAccountById(ctx.db, proven.userId) : undefined;
  if (!account) throw unauthorized(Messages.loginFailed);
  // When the client names the accounts it signs into, the code's account must be one of them.
  const globalId = await globalEmployeeIdOf(ctx.db, account.id);
  const namedByGlobalId = input.globalEmployeeIds?.length
    ? input.globalEmployeeIds.includes(globalId ?? '')
    : true;
  const namedByNumber = input.userNumbers?.length ? input.userNumbers.includes(account.id) : true;
  if (!namedByGlobalId || !namedByNumber || account.isSuperuser) {
    await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
      event: 'login.otp',
      outcome: 'refused',
      userId: account.id,
      username: account.username,
      detail: account.isSuperuser ? 'superuser without TOTP' : 'code not for the named account',
    });
    throw account.isSuperuser
      ? forbidden(Messages.superuserWithoutTotp)
      : unauthorized(Messages.loginFailed);
  }
  return signInProven(ctx, 'login.otp', account, 'otp', input.deviceId);
}
