import { authEndpoints, healthEndpoints, type AnyEndpoint } from '@console/contract';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import { routeOf, urlOf } from './support/endpoint-client.ts';

// Over real loopback sockets: inject cannot show timeouts or connection counts. The limits are
// set low here (1-2 s, 3 connections); the defaults are in config.ts and the README. Bounds on
// time are generous: a limit that works closes in about two seconds, a missing one never does.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      HEADERS_TIMEOUT_SECONDS: '1',
      REQUEST_TIMEOUT_SECONDS: '2',
      IDLE_TIMEOUT_SECONDS: '2',
      MAX_CONNECTIONS: '3',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/** Long enough for a timeout of 1-2 s to fire on a loaded machine; a missing one never does. */
const GIVE_UP_MS = 12_000;

interface Outcome {
  closed: boolean;
  afterMs: number;
  statusLine: string;
}

/** Opens a socket, writes `first`, then `drip` every 300 ms until the server closes it. */
function trickle(first?: string, drip?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({
        closed,
        afterMs: performance.now() - started,
        statusLine: received.split('\r\n')[0] ?? '',
      });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      if (first) socket.write(first);
      if (drip) timer = setInterval(() => socket.write(drip), 300);
    });
  });
}

const health = async (): Promise<number> => {
  const response = await fetch(`http://127.0.0.1:${port}${urlOf(healthEndpoints.health)}`);
  return response.status;
};

/** An HTTP/1.1 request line and Host header for the endpoint, written to the socket by hand. */
const requestHead = (endpoint: AnyEndpoint) =>
  `${routeOf(endpoint)} HTTP/1.1\r\nHost: localhost\r\n`;

describe('slow and idle clients are timed out', () => {
  it('a body trickled a byte at a time is cut at the request timeout with 408', async () => {
    const outcome = await trickle(
      requestHead(authEndpoints.firstLeg) +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":"',
      'a',
    );
    expect(outcome.closed).toBe(true);
    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('headers trickled a line at a time are cut at the headers timeout', async () => {
    const outcome = await trickle(requestHead(healthEndpoints.health), 'X-Slow: 1\r\n');
    expect(outcome.closed).toBe(true);
    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('a connection that never sends anything is closed', async () => {
    const outcome = await trickle();
    expect(outcome.closed).toBe(true);
  });

  it('a request sent at once is answered as usual', async () => {
    expect(await health()).toBe(200);
  });
});

describe('the connection limit', () => {
  it('refuses connections past the limit and takes them again once some close', async () => {
    const held = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      // Node drops a connection past maxConnections as soon as it is accepted.
      const extra = await trickle(`${requestHead(healthEndpoints.health)}\r\n`);
      expect(extra.closed).toBe(true);
      expect(extra.statusLine).toBe('');
      expect(extra.afterMs).toBeLessThan(GIVE_UP_MS);
    } finally {
      for (const socket of held) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await health()).toBe(200);
  });
});
