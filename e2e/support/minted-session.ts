// The server's cookie helpers are typed by @fastify/cookie's additions to Fastify's reply.
import type {} from '@fastify/cookie';
import type { LoginResponse } from '@console/contract';
import type { BrowserContext } from 'playwright-core';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { findAccountByUsername } from '../../apps/server/src/platform/core/auth/accounts.repo.ts';
import { SESSION_COOKIE } from '../../apps/server/src/platform/core/auth/session-cookie.ts';
import { openSession } from '../../apps/server/src/platform/core/auth/session.service.ts';
import { loadSigningSecret } from '../../apps/server/src/platform/core/auth/signing-secret.ts';
import { StorageKey } from '../../apps/web/src/platform/core/session/browser-storage.ts';
import type { Session } from '../../apps/web/src/platform/core/session/session-store.ts';
import {
  tokenExpiresAt,
  tokenOwner,
} from '../../apps/web/src/platform/core/session/token-expiry.ts';
import { DemoAccounts } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { thisServer } from './this-server.ts';
import { userUiStates } from '../../apps/server/src/modules/me/ui-state.table.ts';
import { eq } from 'drizzle-orm';

// A journey that is not about signing in starts signed in: its session is opened in the
// server's own database the way a sign-in opens it (a session row, tokens signed with the
// server's secret), and handed to the browser as the console keeps one, so a journey neither
// loads the sign-in page nor waits its turn for a TOTP step. The sign-in journeys still sign
// in through the form.

type Account = keyof typeof DemoAccounts;

let database: Promise<Database> | undefined;

/** This worker's server database, borrowed from the running server (one pool per worker). */
function serverDatabase(): Promise<Database> {
  database ??= openDatabase(
    { databaseUrl: undefined, dataDir: thisServer().dataDir },
    { onBusy: 'borrow', poolSize: 2, logger: { info: () => {}, warn: () => {} } },
  );
  return database;
}

/** Closes this worker's database pool (the journeys' last hook). */
export async function closeMintDatabase(): Promise<void> {
  const opened = database;
  database = undefined;
  await (await opened)?.close();
}

async function mintLogin(account: Account): Promise<LoginResponse> {
  const { db } = await serverDatabase();
  const user = await findAccountByUsername(db, DemoAccounts[account].username);
  if (!user) throw new Error(`demo account ${account} is not in the database`);
  const secret = await loadSigningSecret(db, undefined);
  return openSession(db, secret, user, account === 'superuser' ? 'totp' : 'password', {
    ip: '127.0.0.1',
    userAgent: 'e2e minted session',
  });
}

/**
 * Signs `account` in for every page of `context` opened or loaded from now on: the console's
 * stored session (apps/web platform/core/session/session-store.ts) and the session cookie the
 * server sets at sign-in. Written once per tab, so a journey that signs out stays signed out.
 */
export async function mintSession(context: BrowserContext, account: Account): Promise<void> {
  const login = await mintLogin(account);
  // What the console's startSession keeps of a sign-in answer.
  const stored: Session = {
    accessToken: login.auth_token,
    refreshToken: login.refresh_token.token_string,
    analyticsToken: login.analytics_token,
    accessExpiresAt: tokenExpiresAt(login.auth_token) ?? Date.now(),
    refreshExpiresAt: tokenExpiresAt(login.refresh_token.token_string) ?? Date.now(),
    isSuperuser: login.is_superuser,
    owner: tokenOwner(login.auth_token) ?? login.auth_token,
  };
  const { baseUrl } = thisServer();
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: login.auth_token,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await context.addInitScript(
    ({ keys, session, analyticsToken, marker }) => {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, 'written');
      window.localStorage.setItem(keys.session, session);
      window.localStorage.setItem(keys.analyticsToken, analyticsToken);
    },
    {
      keys: { session: StorageKey.session, analyticsToken: StorageKey.analyticsToken },
      session: JSON.stringify(stored),
      analyticsToken: login.analytics_token,
      marker: `e2e.minted.${stored.owner}`,
    },
  );
}

/**
 * Forgets which tours `account` ended (their row of user_ui_states), so a tour journey starts
 * from a user's first visit whatever earlier journeys of this server did.
 */
export async function forgetEndedTours(account: Account): Promise<void> {
  const { db } = await serverDatabase();
  const user = await findAccountByUsername(db, DemoAccounts[account].username);
  if (!user) throw new Error(`demo account ${account} is not in the database`);
  await db.delete(userUiStates).where(eq(userUiStates.userId, user.id));
}
