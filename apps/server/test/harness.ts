import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { DEMO_TOTP_SECRET, DemoAccounts } from '../src/db/seed/demo-accounts.ts';
import type { AnswerDrift } from '../src/platform/http/answer-check.ts';
import type { PushSender } from '../src/platform/adapters/push/push-sender.ts';
import type { SmsSender } from '../src/platform/adapters/sms/sms-sender.ts';
import { currentStep, totpCode } from '../src/platform/auth/totp.ts';
import { adminQuery, databaseUrlFor, uniqueName } from './template-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** A request through app.inject with a JSON body. */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Signs a demo account in through the real flow and answers its access token. */
  signIn(account: Exclude<keyof typeof DemoAccounts, never>): Promise<SignedIn>;
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
  // Every JSON answer is parsed against its route's answer schema (platform/http/answer-check):
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
    ...loadConfig({
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
  const signIn = async (account: keyof typeof DemoAccounts): Promise<SignedIn> => {
    const { username, password } = DemoAccounts[account];
    const response =
      account === 'superuser'
        ? await call({
            method: 'POST',
            url: '/api/auth/second_leg',
            payload: { username, password, totp_code: await awaitTotpCode() },
          })
        : await call({
            method: 'POST',
            url: '/api/auth/first_leg',
            payload: { username, password },
          });
    if (response.statusCode !== 200) {
      throw new Error(`sign-in of ${account} failed: ${response.statusCode} ${response.body}`);
    }
    const body = response.json<{ auth_token: string; refresh_token: { token_string: string } }>();
    return {
      token: body.auth_token,
      refreshToken: body.refresh_token.token_string,
      headers: { authorization: `Bearer ${body.auth_token}` },
    };
  };
  return {
    app,
    db: database.db,
    database,
    config,
    call,
    signIn,
    async close() {
      await app.close();
      await database.close();
      await cleanup();
      assertNoDrift();
    },
  };
}

// A TOTP code is accepted once; successive sign-ins of the superuser in one file use the
// following time steps. Codes start at the current step, never the one before: a code of the
// previous step would fall out of the server's one-step drift window at the next boundary, and
// on a loaded machine the request can arrive after it.
let lastStepUsed = 0;
export function nextTotpCode(secret = DEMO_TOTP_SECRET): string {
  const step = Math.max(currentStep(), lastStepUsed + 1);
  if (step > currentStep() + 1) throw new Error('No unused TOTP step left in the drift window.');
  lastStepUsed = step;
  return totpCode(secret, step);
}

/** nextTotpCode, waiting for the next time step when this one and the next are spent. */
async function awaitTotpCode(secret = DEMO_TOTP_SECRET): Promise<string> {
  while (lastStepUsed + 1 > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return nextTotpCode(secret);
}
