import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Exotel's Voice v1 API on loopback, as its documentation describes it: basic auth of the API
// key and token; POST /v1/Accounts/{sid}/Calls/connect(.json) takes a form (From, To,
// CallerId, …) and answers { Call: { Sid, Status, … } }; GET /v1/Accounts/{sid}/Calls/{Sid}(.json)
// answers the call, here one stage further on each read (ringing, in-progress, completed with
// Duration and RecordingUrl); the recording is an mp3 behind the same auth. Errors are
// { RestException: { Status, Message } }.

export const EXOTEL_TEST_ACCOUNT = {
  accountSid: 'edugroup1',
  apiKey: 'key-3f9a',
  apiToken: 'token-77c1',
  callerId: '08047112233',
};

/** The bytes the simulator serves as a recording: an ID3 header and some frames' worth. */
export const FAKE_MP3 = Buffer.concat([
  Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'),
  Buffer.alloc(2048, 0xff),
]);

export interface ExotelRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface ExotelSimulator {
  url: string;
  requests: ExotelRequest[];
  /** Numbers (To, as sent) the simulator refuses to call. */
  refuse: Set<string>;
  /** Reads of a call's details so far, by sid. */
  reads: Map<string, number>;
  close(): Promise<void>;
}

const STAGES = ['ringing', 'in-progress', 'completed'] as const;

export async function startExotelSimulator(
  account = EXOTEL_TEST_ACCOUNT,
): Promise<ExotelSimulator> {
  const expected = `Basic ${Buffer.from(`${account.apiKey}:${account.apiToken}`).toString('base64')}`;
  const calls = new Map<string, { from: string; to: string }>();
  const callPath = new RegExp(`^/v1/Accounts/${account.accountSid}/Calls/([\\w-]+?)(\\.json)?$`);
  const connectPath = `/v1/Accounts/${account.accountSid}/Calls/connect`;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const contentType = request.headers['content-type'];
      const form = contentType?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(raw))
        : {};
      simulator.requests.push({
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        contentType,
        form,
      });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const refuse = (status: number, message: string) =>
        answer(status, { RestException: { Status: status, Message: message } });
      if (request.headers.authorization !== expected) {
        return refuse(401, 'Authentication is required to view this page.');
      }
      const callOf = (sid: string, status: string, extra: Record<string, unknown> = {}) => ({
        Call: {
          Sid: sid,
          ParentCallSid: null,
          AccountSid: account.accountSid,
          To: calls.get(sid)?.to,
          From: calls.get(sid)?.from,
          PhoneNumberSid: account.callerId,
          Status: status,
          Duration: null,
          Direction: 'outbound-api',
          RecordingUrl: null,
          ...extra,
        },
      });

      if (request.method === 'POST' && (path === connectPath || path === `${connectPath}.json`)) {
        if (!form.From || !form.To || !form.CallerId)
          return refuse(400, 'From, To and CallerId are required');
        if (simulator.refuse.has(form.To)) return refuse(403, 'Call to this number is not allowed');
        const sid = `exo${(calls.size + 1).toString().padStart(6, '0')}a1b2c3`;
        calls.set(sid, { from: form.From, to: form.To });
        return answer(200, callOf(sid, 'queued'));
      }
      const match = request.method === 'GET' ? callPath.exec(path) : null;
      if (match) {
        const sid = match[1]!;
        if (!calls.has(sid)) return refuse(404, 'Call not found');
        const read = (simulator.reads.get(sid) ?? 0) + 1;
        simulator.reads.set(sid, read);
        const stage = STAGES[Math.min(read, STAGES.length) - 1]!;
        return answer(
          200,
          callOf(
            sid,
            stage,
            stage === 'completed'
              ? { Duration: '17', RecordingUrl: `${simulator.url}/recordings/${sid}.mp3` }
              : {},
          ),
        );
      }
      const recording = /^\/recordings\/([\w-]+)\.mp3$/.exec(path);
      if (request.method === 'GET' && recording && calls.has(recording[1]!)) {
        response.writeHead(200, {
          'content-type': 'audio/mpeg',
          'content-length': FAKE_MP3.length,
        });
        return response.end(FAKE_MP3);
      }
      return refuse(404, 'Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const simulator: ExotelSimulator = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    refuse: new Set(),
    reads: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
