import { authEndpoints } from '@console/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../src/db/seed/demo-accounts.ts';
import type { AnswerDrift } from '../src/platform/core/http/answer-check.ts';
import type { PushSender } from '../src/platform/kit/push/push-sender.ts';
import type { SmsSender } from '../src/platform/core/sms/sms-sender.ts';
import { findAccountByUsername } from '../src/platform/core/auth/accounts.repo.ts';
import { openSession } from '../src/platform/core/auth/session.service.ts';
import { currentStep, totpCode } from '../src/platform/core/auth/totp.ts';
import { loadProductConfig } from '../src/product.ts';
import { urlOf } from './support/endpoint-client.ts';
import { adminQuery, databaseUrlFor, uniqueName } from './template-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** A request through app.inject with a JSON body. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A session of a demo account, opened as a successful sign-in opens it (same row, same
   * tokens) without the password check: argon2 is slow on purpose, and most tests are about
   * what a signed-in user does. The superuser's session is a TOTP one, as it would be.
   */
  signIn(account: keyof typeof DemoAccounts): Promise<SignedIn>;
  /** Signs a demo account in through the real sign-in routes (password, and TOTP if it has one). */
  signInWithPassword(account: keyof typeof DemoAccounts): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** A fresh copy of the seeded template database for this test file, and an app on it. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    sms?: SmsSender;
    push?: PushSender;
    /** Log at info into this stream instead of not logging (tests of what is logged). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const template = inject('template');
  // Every JSON answer is parsed against its route's answer schema (platform/core/http/answer-check):
  // a drift fails the request's test, or the file's close when the test injected directly.
  const drifts: AnswerDrift[] = [];
  const assertNoDrift = () => {
    const found = drifts.splice(0);
    if (found.length > 0)
      throw new Error(
        `Answers that leave the contract:\n${found
          .map((drift) => `  ${drift.route} ${drift.status}: ${drift.problem}`)
          .join('\n')}`,
      );
  };
  const name = uniqueName('console_test');
  await adminQuery(template.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  const database = await openDatabase({
    databaseUrl: databaseUrlFor(template.serverUrl, name),
    dataDir: '',
  });
  const cleanup = () =>
    adminQuery(template.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const config = {
    ...loadProductConfig({
      LOG_LEVEL: options.logStream ? 'info' : 'silent',
      COOKIE_SECURE: 'true',
      ...options.env,
    }),
    databaseUrl: database.url,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.push ? { push: options.push } : {}),
    onAnswerDrift: (drift) => drifts.push(drift),
  });
  await app.ready();

  const call = async (request: InjectOptions) => {
    const response = await app.inject(request);
    assertNoDrift();
    return response;
  };
  const signedIn = (body: { auth_token: string; refresh_token: { token_string: string } }) => ({
    token: body.auth_token,
    refreshToken: body.refresh_token.token_string,
    headers: { authorization: `Bearer ${body.auth_token}` },
  });
  const totp = totpSteps();
  const signInWithPassword = async (account: keyof typeof DemoAccounts): Promise<SignedIn> => {
    const { username, password } = DemoAccounts[account];
    const { secondLeg, firstLeg } = authEndpoints;
    const response =
      account === 'superuser'
        ? await call({
            method: secondLeg.method,
            url: urlOf(secondLeg),
            payload: { username, password, totp_code: await totp.awaitCode() },
          })
        : await call({
            method: firstLeg.method,
            url: urlOf(firstLeg),
            payload: { username, password },
          });
    if (response.statusCode !== 200) {
      throw new Error(`sign-in of ${account} failed: ${response.statusCode} ${response.body}`);
    }
    return signedIn(response.json());
  };
  const signIn = async (account: keyof typeof DemoAccounts): Promise<SignedIn> => {
    const user = await findAccountByUsername(database.db, DemoAccounts[account].username);
    // What the sign-in routes refuse, refused here too.
    if (!user || user.status !== 1) throw new Error(`${account} cannot sign in: no active account`);
    if (user.isSuperuser && !user.totpSecret) throw new Error(`${account} has no TOTP secret`);
    if (!user.isSuperuser && user.totpSecret) throw new Error(`${account} needs its TOTP step`);
    const opened = await openSession(
      database.db,
      app.services.signingSecret,
      user,
      user.totpSecret ? 'totp' : 'password',
      // What app.inject's requests carry, as a real sign-in through call() would record.
      { ip: '127.0.0.1', userAgent: 'lightMyRequest' },
    );
    return signedIn(opened);
  };
  return {
    app,
    db: database.db,
    database,
    config,
    call,
    signIn,
    signInWithPassword,
    async close() {
      await app.close();
      await database.close();
      await cleanup();
      assertNoDrift();
    },
  };
}

/**
 * TOTP codes of one secret on one database, each for a time step not used before. A code is
 * accepted once, so successive sign-ins use the following steps. Codes start at the current
 * step, never the one before: a code of the previous step would fall out of the server's
 * one-step drift window at the next boundary, and on a loaded machine the request can arrive
 * after it. Kept per app rather than per module: test files share a worker (isolate: false),
 * each with a database of its own.
 */
export function totpSteps(secret = DEMO_TOTP_SECRET) {
  let lastStepUsed = 0;
  const next = (): string => {
    const step = Math.max(currentStep(), lastStepUsed + 1);
    if (step > currentStep() + 1) throw new Error('No unused TOTP step left in the drift window.');
    lastStepUsed = step;
    return totpCode(secret, step);
  };
  return {
    next,
    /** next(), waiting for the next time step when this one and the next are spent. */
    async awaitCode(): Promise<string> {
      while (lastStepUsed + 1 > currentStep() + 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return next();
    },
  };
}
