import { Messages, type LoginResponse } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { AppServices } from '../services.ts';
import { forbidden, HttpError, unauthorized } from '../http/http-error.ts';
import { findAccountByUsername, acceptTotpStep, type Account } from './accounts.repo.ts';
import { recordAuthEvent } from './auth-events.ts';
import { assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { openSession, type SignInMethod } from './session.service.ts';
import { matchTotp } from './totp.ts';

export interface SignInContext {
  db: Db;
  config: Config;
  signingSecret: string;
  request: FastifyRequest;
}

/** The sign-in context of one request, from the app's shared services. */
export function signInContext(
  services: Pick<AppServices, 'db' | 'config' | 'signingSecret'>,
  request: FastifyRequest,
): SignInContext {
  return {
    db: services.db,
    config: services.config,
    signingSecret: services.signingSecret,
    request,
  };
}

const clientOf = (request: FastifyRequest, deviceId?: string) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  deviceId: deviceId ?? null,
});

/**
 * The password check shared by every password flow: throttled, audited, and answering the
 * same 401 whether the username or the password was wrong (a disabled account its own 401).
 */
async function checkPassword(
  ctx: SignInContext,
  event: string,
  username: string,
  password: string,
): Promise<Account> {
  const { db, config, request } = ctx;
  await assertLoginAllowed(db, config.loginLimits, username.toLowerCase(), request.ip);
  const account = await findAccountByUsername(db, username);
  const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !passwordOk || account.status !== 1) {
    await recordLoginFailure(db, username, request.ip);
    await recordAuthEvent(db, request.log, request, {
      event,
      outcome: 'failure',
      userId: account?.id ?? null,
      username,
      detail: !account ? 'unknown account' : !passwordOk ? 'wrong password' : 'account disabled',
    });
    // The spec's login-failure text reads as a locked account: it is kept for a disabled one,
    // told only to whoever typed its right password; a wrong password or an unknown username
    // get one wording that does not say which was wrong.
    throw unauthorized(account && passwordOk ? Messages.loginFailed : Messages.wrongCredentials);
  }
  return account;
}

async function succeed(
  ctx: SignInContext,
  event: string,
  account: Account,
  method: SignInMethod,
  deviceId?: string,
): Promise<LoginResponse> {
  await clearAccountFailures(ctx.db, account.username);
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event,
    outcome: 'success',
    userId: account.id,
    username: account.username,
  });
  return openSession(ctx.db, ctx.signingSecret, account, method, clientOf(ctx.request, deviceId));
}

async function refuseSuperuserWithoutTotp(ctx: SignInContext, event: string, account: Account) {
  await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
    event,
    outcome: 'refused',
    userId: account.id,
    username: account.username,
    detail: 'superuser without TOTP',
  });
  return forbidden(Messages.superuserWithoutTotp);
}

/**
 * First leg: the password. An account with TOTP gets `{ is_totp_required: true }` and no
 * tokens; a superuser without TOTP is refused (000 §5); anyone else is signed in.
 */
export async function passwordFirstLeg(
  ctx: SignInContext,
  username: string,
  password: string,
): Promise<LoginResponse | { is_totp_required: true; is_superuser: boolean }> {
  const account = await checkPassword(ctx, 'login.password', username, password);
  if (account.totpSecret) return { is_totp_required: true, is_superuser: account.isSuperuser };
  if (account.isSuperuser) throw await refuseSuperuserWithoutTotp(ctx, 'login.password', account);
  return succeed(ctx, 'login.password', account, 'password');
}

/** Second leg: the password again with the TOTP code; each code works once. */
export async function totpSecondLeg(
  ctx: SignInContext,
  username: string,
  password: string,
  code: string,
): Promise<LoginResponse> {
  const account = await checkPassword(ctx, 'login.totp', username, password);
  if (!account.totpSecret) {
    if (account.isSuperuser) throw await refuseSuperuserWithoutTotp(ctx, 'login.totp', account);
    throw new HttpError(
      400,
      'This account does not use a one-time code; sign in with the first step.',
    );
  }
  const step = matchTotp(account.totpSecret, code, account.totpLastStep);
  if (step === null || !(await acceptTotpStep(ctx.db, account.id, step))) {
    await recordLoginFailure(ctx.db, account.username, ctx.request.ip);
    await recordAuthEvent(ctx.db, ctx.request.log, ctx.request, {
      event: 'login.totp',
      outcome: 'failure',
      userId: account.id,
      username: account.username,
      detail: 'wrong or reused TOTP code',
    });
    throw unauthorized(Messages.invalidTotp);
  }
  return succeed(ctx, 'login.totp', account, 'totp');
}

/** POST /auth: the admin API's one-step login, for accounts without TOTP. */
export async function adminApiLogin(
  ctx: SignInContext,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const first = await passwordFirstLeg(ctx, username, password);
  if ('auth_token' in first) return first;
  throw forbidden(
    'This account signs in with a one-time code: use /auth/first_leg and /auth/second_leg.',
  );
}

/** Signs in an account already proven by a one-time code or an auto-login key. */
export async function signInProven(
  ctx: SignInContext,
  event: string,
  account: Account,
  method: SignInMethod,
  deviceId?: string,
): Promise<LoginResponse> {
  if (account.status !== 1) throw unauthorized(Messages.loginFailed);
  return succeed(ctx, event, account, method, deviceId);
}
