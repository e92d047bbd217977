import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SEED_SIZES, type SeedSize } from './db/seed/sizes.ts';
import { DEMO_RECORDER_NETWORK } from './modules/cctv/simulators/demo-recorders.ts';
import { isCidr } from './modules/cctv/drivers/recorders/recorder-networks.ts';
import { parseCron } from './platform/core/jobs/cron.ts';

// The only reader of process.env: everything else receives a typed Config.

/** apps/server: the nearest folder above this module with a package.json (from src/ or dist/). */
function serverPackageDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error('apps/server/package.json not found');
  }
}

const repoRoot = path.resolve(serverPackageDir(), '../..');

/** Where branches' recorders are by default: the private ranges (RFC 1918, and IPv6's ULA). */
const DEFAULT_RECORDER_NETWORKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

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
  /** An opinion poll's non-responders are buzzed at most once per this many minutes. */
  POLL_BUZZ_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
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
  /** Click-to-call: the built-in simulator (default, offline) or Exotel's Connect API. */
  TELEPHONY_DRIVER: z.enum(['simulator', 'exotel']).default('simulator'),
  /** How long the simulator stays in each status (queued, ringing, in progress). */
  TELEPHONY_SIMULATOR_STEP_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  /** Exotel's API address (the Mumbai cluster is https://api.in.exotel.com); tests use loopback. */
  EXOTEL_API_URL: z.string().url().default('https://api.exotel.com'),
  EXOTEL_ACCOUNT_SID: z.string().optional(),
  EXOTEL_API_KEY: z.string().optional(),
  EXOTEL_API_TOKEN: z.string().optional(),
  /** The ExoPhone (virtual number) the called person sees. */
  EXOTEL_CALLER_ID: z.string().optional(),
  /** How long one HTTP exchange with a recorder (DVR) may take before it is reported slow. */
  RECORDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /** The built-in simulator of the demo recorders on loopback addresses (127.16.x.y). */
  RECORDER_SIMULATOR: z.enum(['on', 'off']).default('on'),
  /** The port each simulated recorder answers at, on its own loopback address. */
  RECORDER_SIMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /**
   * The networks recorders may be at (CIDRs, comma-separated; `none` for none): the console
   * connects to no other address. The private ranges by default; list the recorder subnets.
   */
  RECORDER_ALLOWED_NETWORKS: z
    .string()
    .default(DEFAULT_RECORDER_NETWORKS.join(','))
    .transform((text, context) => {
      if (text.trim().toLowerCase() === 'none') return [];
      const entries = text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!isCidr(entry)) {
          context.addIssue({ code: 'custom', message: `${entry} is not a network (a CIDR)` });
        }
      }
      return entries;
    }),
  /** Camera streams: the built-in gateway (default, offline test patterns) or go2rtc's API. */
  STREAM_GATEWAY: z.enum(['builtin', 'go2rtc']).default('builtin'),
  /** go2rtc's HTTP API, e.g. http://127.0.0.1:1984 (its WHEP endpoint is /api/webrtc). */
  GO2RTC_URL: z.string().url().optional(),
  /** go2rtc's API username and password, when its `api:` section sets them. */
  GO2RTC_USERNAME: z.string().optional(),
  GO2RTC_PASSWORD: z.string().optional(),
  /** The address the built-in gateway sends media from and names in its answers. */
  STREAM_BUILTIN_ADDRESS: z.union([z.ipv4(), z.ipv6()]).default('127.0.0.1'),
  /** Camera streams the built-in gateway serves at once; more are answered 503. */
  STREAM_MAX_SESSIONS: z.coerce.number().int().min(1).max(1000).default(48),
  /** Camera streams one user may hold at once (the largest grid is 4x4); more are answered 429. */
  STREAM_MAX_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(16),
  /** An ffmpeg with libvpx for the test patterns; the one in @ffmpeg-installer/linux-x64 if unset. */
  STREAM_FFMPEG_PATH: z.string().optional(),
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
  polls: { buzzIntervalMinutes: number };
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
  telephony: TelephonySettings;
  recorders: RecorderSettings;
  streaming: StreamingSettings;
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
    polls: { buzzIntervalMinutes: e.POLL_BUZZ_INTERVAL_MINUTES },
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
    telephony: telephonySettings(e),
    recorders: {
      timeoutMs: e.RECORDER_TIMEOUT_MS,
      simulator: { enabled: e.RECORDER_SIMULATOR === 'on', port: e.RECORDER_SIMULATOR_PORT },
      // The demo's simulated recorders live on loopback, which is otherwise never a recorder's.
      allowedNetworks:
        e.RECORDER_SIMULATOR === 'on'
          ? [...e.RECORDER_ALLOWED_NETWORKS, DEMO_RECORDER_NETWORK]
          : e.RECORDER_ALLOWED_NETWORKS,
    },
    streaming: streamingSettings(e, dataDir, base),
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
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
      throw new Error(
        'Invalid configuration:\n  MEDIA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
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

export interface RecorderSettings {
  /** For each HTTP exchange of the recorder drivers. */
  timeoutMs: number;
  /**
   * The demo recorders' simulator: whether it runs, and the port every simulated recorder
   * answers at (each on its own loopback address, so the seeded DVR rows keep pointing at it).
   */
  simulator: { enabled: boolean; port: number };
  /**
   * The networks recorders may be at (CIDRs): RECORDER_ALLOWED_NETWORKS, and the simulator's
   * 127.16.0.0/16 when it runs. Some addresses are never allowed whatever this says
   * (modules/cctv/drivers/recorders/recorder-networks.ts).
   */
  allowedNetworks: string[];
}

export interface ExotelSettings {
  apiUrl: string;
  accountSid: string;
  apiKey: string;
  apiToken: string;
  callerId: string;
}

export interface TelephonySettings {
  driver: 'simulator' | 'exotel';
  simulatorStepMs: number;
  /** Set when the Exotel settings are complete (always when the driver is exotel). */
  exotel: ExotelSettings | undefined;
}

/** TELEPHONY_DRIVER=exotel without its account settings is a configuration error. */
function telephonySettings(e: z.infer<typeof environment>): TelephonySettings {
  const { EXOTEL_ACCOUNT_SID: accountSid, EXOTEL_API_KEY: apiKey } = e;
  const { EXOTEL_API_TOKEN: apiToken, EXOTEL_CALLER_ID: callerId } = e;
  const complete = accountSid && apiKey && apiToken && callerId;
  if (!complete && e.TELEPHONY_DRIVER === 'exotel') {
    throw new Error(
      'Invalid configuration:\n  TELEPHONY_DRIVER=exotel needs EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN and EXOTEL_CALLER_ID',
    );
  }
  return {
    driver: e.TELEPHONY_DRIVER,
    simulatorStepMs: e.TELEPHONY_SIMULATOR_STEP_MS,
    exotel: complete
      ? { apiUrl: e.EXOTEL_API_URL.replace(/\/+$/, ''), accountSid, apiKey, apiToken, callerId }
      : undefined,
  };
}

export interface StreamingSettings {
  gateway: 'builtin' | 'go2rtc';
  /** Set when the gateway is go2rtc. */
  go2rtc: { url: string; username: string | undefined; password: string | undefined } | undefined;
  builtin: {
    address: string;
    maxSessions: number;
    maxSessionsPerUser: number;
    /** Where encoded test patterns are kept between starts. */
    patternDir: string;
    ffmpegPath: string | undefined;
  };
}

/** STREAM_GATEWAY=go2rtc without GO2RTC_URL is a configuration error. */
function streamingSettings(
  e: z.infer<typeof environment>,
  dataDir: string,
  base: string,
): StreamingSettings {
  if (e.STREAM_GATEWAY === 'go2rtc' && !e.GO2RTC_URL) {
    throw new Error('Invalid configuration:\n  STREAM_GATEWAY=go2rtc needs GO2RTC_URL');
  }
  return {
    gateway: e.STREAM_GATEWAY,
    go2rtc:
      e.STREAM_GATEWAY === 'go2rtc' && e.GO2RTC_URL
        ? {
            url: e.GO2RTC_URL.replace(/\/+$/, ''),
            username: e.GO2RTC_USERNAME,
            password: e.GO2RTC_PASSWORD,
          }
        : undefined,
    builtin: {
      address: e.STREAM_BUILTIN_ADDRESS,
      maxSessions: e.STREAM_MAX_SESSIONS,
      maxSessionsPerUser: e.STREAM_MAX_SESSIONS_PER_USER,
      patternDir: path.join(dataDir, 'streaming', 'test-patterns'),
      ffmpegPath: e.STREAM_FFMPEG_PATH ? path.resolve(base, e.STREAM_FFMPEG_PATH) : undefined,
    },
  };
}
