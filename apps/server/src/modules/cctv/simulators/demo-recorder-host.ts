import { demoRecorders, LARGEST_BRANCH_ID } from './demo-recorders.ts';
import { startRecorderSimulator, type RecorderSimulator } from './recorder-simulator.ts';

// The demo recorders simulated beside a server process (RECORDER_SIMULATOR=on): one listener
// per recorder at its own 127.16.x.y address, all on RECORDER_SIMULATOR_PORT, so the seeded DVR
// rows reach them. Two server processes on one machine (the journeys' two servers, a dev server
// beside them, a restart that overlaps the old process) contend for the same addresses: the
// one that finds them taken leaves them to the one holding them, and takes over when they
// come free. Nothing here fails a server's start.

export interface DemoRecorderHostLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DemoRecorderHostOptions {
  /** The branches whose demo recorders to simulate (the seed writes some or all of them). */
  branchIds: readonly number[];
  port: number;
  log: DemoRecorderHostLog;
  /** How often to try again while another process holds the addresses. */
  retryMs?: number;
}

export interface DemoRecorderHost {
  /** Whether this process serves the recorders now (false while another process does). */
  readonly serving: boolean;
  stop(): Promise<void>;
}

const RETRY_MS = 30_000;

/** The system's error code behind a simulator's refusal to listen. */
function listenCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as NodeJS.ErrnoException | undefined) : null;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

export async function startDemoRecorderHost(
  options: DemoRecorderHostOptions,
): Promise<DemoRecorderHost> {
  const { log, port } = options;
  const devices = demoRecorders(
    options.branchIds
      .filter((id) => Number.isInteger(id) && id >= 1 && id <= LARGEST_BRANCH_ID)
      .map((id) => ({ id })),
    { httpPort: port },
  ).map((recorder) => recorder.device);
  let simulator: RecorderSimulator | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  /** A try in progress, which stop() waits for (it closes what it started once stopped). */
  let attempt: Promise<boolean> | null = null;

  /** One try; answers whether to try again later. */
  const tryStart = async (first: boolean): Promise<boolean> => {
    try {
      const started = await startRecorderSimulator(devices, { port });
      if (stopped) {
        await started.close();
        return false;
      }
      simulator = started;
      log.info(
        { recorders: devices.length, port },
        first
          ? `simulating ${devices.length} demo recorders on 127.16.x.y:${port}`
          : `took over simulating ${devices.length} demo recorders on 127.16.x.y:${port}`,
      );
      return false;
    } catch (error) {
      const code = listenCode(error);
      if (code === 'EADDRINUSE') {
        if (first) {
          log.info(
            { port },
            'the demo recorders’ addresses are taken: another process simulates them; trying again later',
          );
        }
        return true;
      }
      // EADDRNOTAVAIL: this system answers only 127.0.0.1 (macOS without aliases), or another
      // failure: the demo recorders stay unreachable, the server runs on.
      log.warn(
        { err: error, code },
        'the demo recorders cannot be simulated here; they will show as unreachable',
      );
      return false;
    }
  };

  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      attempt = tryStart(false);
      void attempt.then((again) => {
        attempt = null;
        if (again && !stopped) schedule();
      });
    }, options.retryMs ?? RETRY_MS);
    retry.unref();
  };

  if (devices.length > 0 && (await tryStart(true))) schedule();

  return {
    get serving() {
      return simulator !== null;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await attempt;
      await simulator?.close();
      simulator = null;
    },
  };
}
