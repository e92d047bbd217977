import path from 'node:path';
import { z } from 'zod';
import { defineModuleSettings } from '../../platform/modules/module-settings.ts';
import { isCidr } from './drivers/recorders/recorder-networks.ts';
import { DEMO_RECORDER_NETWORK } from './simulators/demo-recorders.ts';

// CCTV's settings: the recorders (RECORDER_*) and the camera streams (STREAM_*, GO2RTC_*), read
// from the environment under those prefixes when the configuration loads.

/** Where branches' recorders are by default: the private ranges (RFC 1918, and IPv6's ULA). */
const DEFAULT_RECORDER_NETWORKS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

const variables = z
  .object({
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
  })
  .superRefine((given, context) => {
    if (given.STREAM_GATEWAY === 'go2rtc' && !given.GO2RTC_URL) {
      context.addIssue({ code: 'custom', message: 'STREAM_GATEWAY=go2rtc needs GO2RTC_URL' });
    }
  });

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
   * (drivers/recorders/recorder-networks.ts).
   */
  allowedNetworks: string[];
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

export interface CctvSettings {
  recorders: RecorderSettings;
  streaming: StreamingSettings;
}

export const cctvSettings = defineModuleSettings({
  prefixes: ['RECORDER_', 'STREAM_', 'GO2RTC_'],
  schema: variables,
  secrets: ['GO2RTC_PASSWORD'],
  resolve: (e, { dataDir, workingDir }): CctvSettings => ({
    recorders: {
      timeoutMs: e.RECORDER_TIMEOUT_MS,
      simulator: { enabled: e.RECORDER_SIMULATOR === 'on', port: e.RECORDER_SIMULATOR_PORT },
      // The demo's simulated recorders live on loopback, which is otherwise never a recorder's.
      allowedNetworks:
        e.RECORDER_SIMULATOR === 'on'
          ? [...e.RECORDER_ALLOWED_NETWORKS, DEMO_RECORDER_NETWORK]
          : e.RECORDER_ALLOWED_NETWORKS,
    },
    streaming: {
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
        ffmpegPath: e.STREAM_FFMPEG_PATH
          ? path.resolve(workingDir, e.STREAM_FFMPEG_PATH)
          : undefined,
      },
    },
  }),
});
