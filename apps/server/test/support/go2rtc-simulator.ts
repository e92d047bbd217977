import http from 'node:http';
import type { AddressInfo } from 'node:net';

// go2rtc's HTTP API as its OpenAPI document describes the calls the gateway makes: PUT
// /api/streams?name=&src= registers a stream, POST /api/webrtc?src=<name> with an SDP body
// answers 201 application/sdp (404 for an unknown stream), DELETE on a session resource.

/** go2rtc's own paths, as its OpenAPI document names them (the vendor's, not the console's). */
export const GO2RTC_API = {
  // eslint-disable-next-line no-restricted-syntax -- go2rtc's own API path (vendor protocol), not the console's
  streams: '/api/streams',
  // eslint-disable-next-line no-restricted-syntax -- go2rtc's own API path (vendor protocol), not the console's
  webrtc: '/api/webrtc',
} as const;

export interface Go2rtcCall {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
}

export interface Go2rtcSimulator {
  url: string;
  calls: Go2rtcCall[];
  /** Stream name → source, as go2rtc holds them. */
  streams: Map<string, string>;
  /** The next answers to POST /api/webrtc are this status instead of 201. */
  failWith: number | undefined;
  /** Name a session resource in the answer's Location, as WHEP servers may. */
  location: string | undefined;
  close(): Promise<void>;
}

export async function startGo2rtcSimulator(): Promise<Go2rtcSimulator> {
  const simulator: Go2rtcSimulator = {
    url: '',
    calls: [],
    streams: new Map(),
    failWith: undefined,
    location: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://go2rtc');
      simulator.calls.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        body,
      });
      const name = url.searchParams.get('name');
      const src = url.searchParams.get('src');
      if (url.pathname === GO2RTC_API.streams && request.method === 'PUT' && src) {
        simulator.streams.set(name ?? src, src);
        response.writeHead(200).end();
      } else if (url.pathname === GO2RTC_API.webrtc && request.method === 'POST' && src) {
        if (!simulator.streams.has(src)) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('stream not found');
        } else if (simulator.failWith) {
          response.writeHead(simulator.failWith, { 'content-type': 'text/plain' });
          response.end('rtsp: dial tcp: i/o timeout');
        } else {
          const headers: Record<string, string> = { 'content-type': 'application/sdp' };
          if (simulator.location) headers.location = simulator.location;
          // An answer that names what it answers, so a test can tell answers apart.
          response.writeHead(201, headers).end(`v=0\r\ns=answer for ${src}\r\n`);
        }
      } else if (request.method === 'DELETE') {
        response.writeHead(200).end();
      } else {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return simulator;
}
