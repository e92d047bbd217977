import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SEED_SIZES, type SeedSize } from './db/seed/sizes.ts';
import {
  problemsOf,
  readModuleSettings,
  type SettingsOwner,
  type SettingsRead,
} from './platform/core/config/settings-read.ts';
import { parseCron } from './platform/core/jobs/cron.ts';

// The only reader of process.env: everything else receives a typed Config. The platform's
// variables are declared here; a module's are read here too, under the prefixes its manifest's
// settings declare, checked by its schema (platform/core/config/settings-read.ts), so this file
// names no module and a bad value of any variable is reported the same way.

/** apps/server: the nearest folder above this module with a package.json (from src/ or dist/). */
function serverPackageDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error('apps/server/package.json not found');
  }
}

const repoRoot = path.resolve(serverPackageDir(), '../..');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo group when the embedded database is empty. */
  SEED_ON_START: flag.default(true),
  /** How large a demo group the first start seeds (test: 13 branches; large: 500,000 students). */
  SEED_SIZE: z.enum(SEED_SIZES).default('demo'),
  /** Signing secret for tokens; when unset one is generated and kept in the database. */
  AUTH_SECRET: z.string().min(32).optional(),
  COOKIE_DOMAIN: z.string().optional(),
  COOKIE_SECURE: flag.default(true),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** A request's headers must arrive within this many seconds of its first byte (else 408). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** The whole request, body included, must arrive within this (a 20 MB upload at 1.4 Mbit/s). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** A connection silent both ways this long is closed (a slow answer counts as silence too). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Open connections at once; more are dropped on arrival. Keep it below `ulimit -n`. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(900),
  /** Failed sign-ins allowed per account, and per address, in LOGIN_WINDOW_MINUTES. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Requests a minute from one client address to each throttled public route group. */
  PUBLIC_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: flag.default(false),
  /** Where the console's frame may be embedded (CSP frame-ancestors); none by default. */
  FRAME_ANCESTORS: z.string().default("'none'"),
  SMS_DRIVER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().default('EDUGRP'),
  /** DLT template id registered for the one-time-code message. */
  SMS_OTP_TEMPLATE_ID: z.string().default('1107000000000000001'),
  /** Gateway requests in flight at once while delivering a batch of module messages. */
  SMS_HTTP_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** Push: the outbox (default, offline) or Firebase Cloud Messaging's HTTP v1 API. */
  PUSH_DRIVER: z.enum(['outbox', 'fcm']).default('outbox'),
  /** The Firebase project; the service account's project_id when unset. */
  FCM_PROJECT_ID: z.string().optional(),
  /** A service account key (JSON with client_email, private_key, token_uri). */
  FCM_SERVICE_ACCOUNT_FILE: z.string().optional(),
  /** FCM's address; tests point it at a loopback simulator. */
  FCM_API_URL: z.string().url().default('https://fcm.googleapis.com'),
  FCM_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  /** Run the job runner (scheduled sends, deliveries) in this process. */
  JOBS_ENABLED: flag.default(true),
  /** How often an idle runner looks for due jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** How long a claimed job stays claimed without a heartbeat before another runner takes it. */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Jobs one process runs at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** How long a stop (SIGTERM, SIGINT) may take to finish requests and jobs before giving up. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** Recipients handed to a channel per transaction. */
  DELIVERY_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Outbox rows and finished deliveries older than this many days are removed nightly. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** When retention runs: five-field cron, UTC. */
  RETENTION_CRON: z
    .string()
    .refine((text) => {
      try {
        parseCron(text);
        return true;
      } catch {
        return false;
      }
    }, 'A five-field cron expression (minute hour day month weekday), e.g. 30 2 * * *')
    .default('30 2 * * *'),
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
  /** Where new uploads go: under DATA_DIR/media, or an S3-compatible bucket (S3_*). */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3 endpoint; AWS's regional endpoint when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address objects as endpoint/bucket/key (MinIO and most S3-compatible stores). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  TOTP_ISSUER: z.string().default('Education Console'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  seedOnStart: boolean;
  seedSize: SeedSize;
  authSecret: string | undefined;
  cookie: { domain: string | undefined; secure: boolean };
  bodyLimit: number;
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    maxConnections: number;
  };
  loginLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Public routes that declare an address limit (address-limit.ts): requests a minute. */
  publicLimitPerAddress: number;
  trustProxy: boolean;
  frameAncestors: string;
  sms: {
    driver: 'outbox' | 'http';
    httpUrl: string | undefined;
    httpApiKey: string | undefined;
    senderId: string;
    otpTemplateId: string;
    httpConcurrency: number;
  };
  push: {
    driver: 'outbox' | 'fcm';
    fcm: {
      projectId: string | undefined;
      serviceAccountFile: string | undefined;
      apiUrl: string;
      concurrency: number;
    };
  };
  jobs: { enabled: boolean; pollMs: number; leaseSeconds: number; concurrency: number };
  delivery: { batchSize: number };
  retention: { days: number; cron: string };
  shutdownTimeoutMs: number;
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
  media: {
    maxBytes: number;
    dir: string;
    /** Where new uploads are stored; files already stored stay where their row says. */
    storage: 'disk' | 's3';
    /** Set when the S3 settings are complete (always when storage is 's3'). */
    s3: S3Settings | undefined;
  };
  totpIssuer: string;
  /** Where the built console is served from, when it exists. */
  webDistDir: string;
  /** What was read from the environment, by owner (the platform, then each module). */
  settings: SettingsRead;
};

/** The platform's variables whose values are never shown (a database URL may hold a password). */
const PLATFORM_SECRETS = [
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMS_HTTP_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

/** A configuration error's message: each problem on a line of its own, naming its variable. */
function configurationError(problems: readonly string[]): Error {
  return new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * The configuration: the platform's variables, and the settings of each module given (the
 * product passes the registry's: product.ts loadProductConfig). Every problem found, the
 * platform's and the modules', is reported at once.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  modules: readonly SettingsOwner[] = [],
): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files use it.
  const given = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const platformNames = Object.keys(environment.shape);
  const parsed = environment.safeParse(given);
  const modulesRead = readModuleSettings(given, modules, platformNames);
  const problems = [...(parsed.success ? [] : problemsOf(parsed.error)), ...modulesRead.problems];
  if (!parsed.success || problems.length > 0) throw configurationError(problems);
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory
  // the command was typed in (INIT_CWD), and the default is the repository's ./data.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = given.DATA_DIR ? path.resolve(base, e.DATA_DIR) : path.join(repoRoot, 'data');
  const settings: SettingsRead = {
    owners: [
      {
        owner: 'platform',
        prefixes: [],
        names: platformNames,
        values: e,
        given: new Set(platformNames.filter((name) => given[name] !== undefined)),
        secrets: new Set(PLATFORM_SECRETS),
      },
      ...modulesRead.owners,
    ],
  };
  modulesRead.keep({ dataDir, workingDir: base }, settings);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    seedSize: e.SEED_SIZE,
    authSecret: e.AUTH_SECRET,
    cookie: { domain: e.COOKIE_DOMAIN, secure: e.COOKIE_SECURE },
    bodyLimit: e.BODY_LIMIT,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
    },
    loginLimits: {
      perAccount: e.LOGIN_LIMIT_PER_ACCOUNT,
      perAddress: e.LOGIN_LIMIT_PER_ADDRESS,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    publicLimitPerAddress: e.PUBLIC_LIMIT_PER_ADDRESS,
    trustProxy: e.TRUST_PROXY,
    frameAncestors: e.FRAME_ANCESTORS,
    sms: {
      driver: e.SMS_DRIVER,
      httpUrl: e.SMS_HTTP_URL,
      httpApiKey: e.SMS_HTTP_API_KEY,
      senderId: e.SMS_SENDER_ID,
      otpTemplateId: e.SMS_OTP_TEMPLATE_ID,
      httpConcurrency: e.SMS_HTTP_CONCURRENCY,
    },
    push: {
      driver: e.PUSH_DRIVER,
      fcm: {
        projectId: e.FCM_PROJECT_ID,
        serviceAccountFile: e.FCM_SERVICE_ACCOUNT_FILE
          ? path.resolve(base, e.FCM_SERVICE_ACCOUNT_FILE)
          : undefined,
        apiUrl: e.FCM_API_URL.replace(/\/+$/, ''),
        concurrency: e.FCM_CONCURRENCY,
      },
    },
    jobs: {
      enabled: e.JOBS_ENABLED,
      pollMs: e.JOBS_POLL_MS,
      leaseSeconds: e.JOBS_LEASE_SECONDS,
      concurrency: e.JOBS_CONCURRENCY,
    },
    delivery: { batchSize: e.DELIVERY_BATCH_SIZE },
    retention: { days: e.RETENTION_DAYS, cron: e.RETENTION_CRON },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
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
    media: {
      maxBytes: e.MEDIA_MAX_BYTES,
      dir: path.join(dataDir, 'media'),
      storage: e.MEDIA_STORAGE,
      s3: s3Settings(e),
    },
    totpIssuer: e.TOTP_ISSUER,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    settings,
  };
}

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The S3 settings when complete; MEDIA_STORAGE=s3 without them is a configuration error. */
function s3Settings(e: z.infer<typeof environment>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = e;
  if (!bucket || !accessKeyId || !secret) {
    if (e.MEDIA_STORAGE === 's3') {
      throw configurationError([
        'MEDIA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      ]);
    }
    return undefined;
  }
  return {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    region: e.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey: secret,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
