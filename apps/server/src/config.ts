import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only reader of process.env: everything else receives a typed Config.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo group when the embedded database is empty. */
  SEED_ON_START: flag.default(true),
  /** Signing secret for tokens; when unset one is generated and kept in the database. */
  AUTH_SECRET: z.string().min(32).optional(),
  COOKIE_DOMAIN: z.string().optional(),
  COOKIE_SECURE: flag.default(true),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** Failed sign-ins allowed per account, and per address, in LOGIN_WINDOW_MINUTES. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  TRUST_PROXY: flag.default(false),
  /** Where the console's frame may be embedded (CSP frame-ancestors); none by default. */
  FRAME_ANCESTORS: z.string().default("'none'"),
  SMS_DRIVER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('EDUGRP'),
  /** DLT template id registered for the one-time-code message. */
  SMS_OTP_TEMPLATE_ID: z.string().default('1107000000000000001'),
  /** Portals reached through GET /auth/redirect_url. */
  REACH_DISHA_URL: z.string().url().optional(),
  DC_ADMIN_URL: z.string().url().optional(),
  /** Embedded portals (002 §7): the addresses their redirect calls answer. */
  CO_TRAINING_URL: z.string().url().optional(),
  LD_URL: z.string().url().optional(),
  SELF_SERVICE_PORTAL_URL: z.string().url().optional(),
  SERVICE_DESK_URL: z.string().url().optional(),
  SERVICE_DESK_V2_URL: z.string().url().optional(),
  DIGITAL_LIBRARY_URL: z.string().url().optional(),
  /** Largest uploaded media file, in bytes. */
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(20_971_520),
  TOTP_ISSUER: z.string().default('Education Console'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  seedOnStart: boolean;
  authSecret: string | undefined;
  cookie: { domain: string | undefined; secure: boolean };
  bodyLimit: number;
  loginLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  trustProxy: boolean;
  frameAncestors: string;
  sms: {
    driver: 'outbox' | 'http';
    httpUrl: string | undefined;
    httpApiKey: string | undefined;
    senderId: string;
    otpTemplateId: string;
  };
  portals: {
    reachDishaUrl: string | undefined;
    dcAdminUrl: string | undefined;
    coTrainingUrl: string | undefined;
    ldUrl: string | undefined;
    selfServicePortalUrl: string | undefined;
    serviceDeskUrl: string | undefined;
    serviceDeskV2Url: string | undefined;
    digitalLibraryUrl: string | undefined;
  };
  media: { maxBytes: number; dir: string };
  totpIssuer: string;
  /** Where the built console is served from, when it exists. */
  webDistDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files use it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environment.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory
  // the command was typed in (INIT_CWD), and the default is the repository's ./data.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = given.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(repoRoot, 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    authSecret: e.AUTH_SECRET,
    cookie: { domain: e.COOKIE_DOMAIN, secure: e.COOKIE_SECURE },
    bodyLimit: e.BODY_LIMIT,
    loginLimits: {
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS,
    sms: {
      driver: e.SMS_DRIVER,
      httpUrl: e.SMS_HTTP_URL,
      httpApiKey: e.SMS_HTTP_API_KEY,
      senderId: e.SMS_SENDER_ID,
      otpTemplateId: e.SMS_OTP_TEMPLATE_ID,
    },
    portals: {
      reachDishaUrl: e.REACH_DISHA_URL,
      dcAdminUrl: e.DC_ADMIN_URL,
      coTrainingUrl: e.CO_TRAINING_URL,
      ldUrl: e.LD_URL,
      selfServicePortalUrl: e.SELF_SERVICE_PORTAL_URL,
      serviceDeskUrl: e.SERVICE_DESK_URL,
      serviceDeskV2Url: e.SERVICE_DESK_V2_URL,
      digitalLibraryUrl: e.DIGITAL_LIBRARY_URL,
    },
    media: { maxBytes: e.MEDIA_MAX_BYTES, dir: path.join(dataDir, 'media') },
    totpIssuer: e.TOTP_ISSUER,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
  };
}
