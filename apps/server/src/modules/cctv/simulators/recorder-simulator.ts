import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { DigestAlgorithm } from '../drivers/recorders/digest-auth.ts';
import { DigestGate, type GateVerdict } from './simulated-digest.ts';
import { dahuaAnswer } from './simulated-dahua.ts';
import { hikvisionAnswer, type SimulatedAnswer } from './simulated-hikvision.ts';
import { simulatedRecorderProblems, type SimulatedRecorder } from './simulated-recorder.ts';

// The default recorder "network": an HTTP listener per simulated recorder, each on its own
// loopback address (127.x.y.z; Linux answers the whole 127/8 without setup) so a DVR row's
// ip_address and http_port point at one recorder as they would on a branch's network. Each
// speaks its vendor's API behind digest authentication; the real drivers read it over HTTP.

export interface RecorderSimulatorOptions {
  /**
   * The port every recorder listens on at its own address; 0 (tests) gives each an ephemeral
   * port of its own.
   */
  port?: number;
  /** Serve HTTPS with this key and certificate (a recorder's is self-signed), for is_https rows. */
  tls?: { key: string; cert: string };
}

export interface SimulatedRecorderPlace {
  key: string;
  host: string;
  port: number;
}

export interface SimulatorRequest {
  key: string;
  method: string;
  url: string;
  status: number;
  /** A 401 that said stale=true. */
  stale: boolean;
  /** The digest algorithm of an admitted request. */
  algorithm: string | null;
}

export interface RecorderSimulator {
  /** Where each recorder answers (an unreachable one at a port where nothing listens). */
  readonly recorders: readonly SimulatedRecorderPlace[];
  place(key: string): SimulatedRecorderPlace;
  /** Every recorder forgets the nonces it issued (as after a restart or their lifetime). */
  expireNonces(): void;
  /** The latest requests answered, oldest first. */
  readonly requests: readonly SimulatorRequest[];
  close(): Promise<void>;
}

const KEPT_REQUESTS = 500;

/**
 * What each vendor offers unless a recorder says otherwise: current Hikvision firmware offers
 * SHA-256 beside MD5 (one challenge each); CP Plus (Dahua) recorders in the field offer MD5.
 */
const DEFAULT_DIGEST_ALGORITHMS: Record<SimulatedRecorder['vendor'], DigestAlgorithm[]> = {
  hikvision: ['MD5', 'SHA-256'],
  dahua: ['MD5'],
};

const GARBLED: SimulatedAnswer = {
  status: 200,
  contentType: 'text/html',
  body: '<html><head><title>Web Service</title></head><body><div class="loading">Loading',
};

function unauthorized(recorder: SimulatedRecorder): SimulatedAnswer {
  return recorder.vendor === 'hikvision'
    ? {
        status: 401,
        contentType: 'application/xml',
        body:
          '<?xml version="1.0" encoding="UTF-8"?>\n<userCheck>\n<statusValue>401</statusValue>\n' +
          '<statusString>Unauthorized</statusString>\n</userCheck>\n',
      }
    : { status: 401, contentType: 'text/plain', body: 'Error\r\nInvalid Authority!\r\n' };
}

export async function startRecorderSimulator(
  recorders: readonly SimulatedRecorder[],
  options: RecorderSimulatorOptions = {},
): Promise<RecorderSimulator> {
  const problems = recorders.flatMap(simulatedRecorderProblems);
  const keys = new Set(recorders.map((r) => r.key));
  if (keys.size !== recorders.length) problems.push('two recorders share a key');
  const addresses = new Set(recorders.map((r) => r.address));
  if (addresses.size !== recorders.length) problems.push('two recorders share an address');
  if (problems.length > 0) throw new Error(`Cannot simulate:\n  ${problems.join('\n  ')}`);

  const port = options.port ?? 0;
  const requests: SimulatorRequest[] = [];
  const gates: DigestGate[] = [];
  const servers: (http.Server | https.Server)[] = [];
  const places: SimulatedRecorderPlace[] = [];

  const serve = (recorder: SimulatedRecorder): http.Server | https.Server => {
    const gate = new DigestGate(
      recorder.vendor === 'hikvision' ? recorder.modelName : `Login to ${recorder.serialNumber}`,
      recorder.username,
      recorder.password,
      recorder.digestAlgorithms ?? DEFAULT_DIGEST_ALGORITHMS[recorder.vendor],
    );
    gates.push(gate);
    const handler: http.RequestListener = (request, response) => {
      request.resume();
      if (recorder.fault === 'silent') return; // read, never answered
      const method = request.method ?? 'GET';
      const url = request.url ?? '/';
      const verdict: GateVerdict =
        recorder.authentication === 'basic'
          ? {
              admitted: false,
              stale: false,
              reason: 'basic only',
              challenges: [`Basic realm="${recorder.modelName}"`],
            }
          : gate.check(method, url, request.headers.authorization);
      const answer = !verdict.admitted
        ? unauthorized(recorder)
        : recorder.fault === 'garbled'
          ? GARBLED
          : recorder.vendor === 'hikvision'
            ? hikvisionAnswer(recorder, method, url, Date.now())
            : dahuaAnswer(recorder, method, url, Date.now());
      requests.push({
        key: recorder.key,
        method,
        url,
        status: answer.status,
        stale: !verdict.admitted && verdict.stale,
        algorithm: verdict.admitted ? verdict.algorithm : null,
      });
      if (requests.length > KEPT_REQUESTS) requests.shift();
      const headers: http.OutgoingHttpHeaders = { 'content-type': answer.contentType };
      if (!verdict.admitted) headers['www-authenticate'] = verdict.challenges;
      response.writeHead(answer.status, headers);
      response.end(answer.body);
    };
    return options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);
  };

  const closeAll = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
  };

  try {
    for (const recorder of recorders) {
      const server = recorder.fault === 'unreachable' ? http.createServer() : serve(recorder);
      await listen(server, recorder.address, port);
      const bound = (server.address() as AddressInfo).port;
      places.push({ key: recorder.key, host: recorder.address, port: bound });
      // An unreachable recorder keeps its place (a port nobody else takes at its own address)
      // but nothing listens there: connecting is refused.
      if (recorder.fault === 'unreachable') await new Promise((resolve) => server.close(resolve));
      else servers.push(server);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  return {
    recorders: places,
    place(key) {
      const place = places.find((p) => p.key === key);
      if (!place) throw new Error(`No simulated recorder ${key}`);
      return place;
    },
    expireNonces: () => gates.forEach((gate) => gate.expireNonces()),
    requests,
    close: closeAll,
  };
}

function listen(server: http.Server | https.Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // The system's error is kept as the cause: its code (EADDRINUSE) says whether another
    // process simulates these recorders already.
    const failed = (error: Error) =>
      reject(
        new Error(`A simulated recorder cannot listen at ${host}:${port}: ${error.message}`, {
          cause: error,
        }),
      );
    server.once('error', failed);
    server.listen({ host, port }, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
