import http from 'node:http';
import type { AddressInfo } from 'node:net';

// An HTTP SMS gateway on loopback, as DLT-registered Indian providers offer them: JSON POST
// with sender, number, text, template id, priority and the client's reference. Like those
// gateways it takes one message per client reference: a message resent with a reference it has
// already accepted is answered as a duplicate and not sent again. Answers can be scripted.

export interface GatewayRequest {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface SmsGatewaySimulator {
  url: string;
  requests: GatewayRequest[];
  /** Messages sent to phones: one per client reference. */
  delivered: Map<string, Record<string, unknown>>;
  /** Resends the gateway dropped because it already had their reference. */
  duplicates: number;
  /** Decides a request's status (undefined: accept). Called once per request. */
  script: ((body: Record<string, unknown>, attempt: number) => number | undefined) | null;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGatewaySimulator> {
  const attempts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      gateway.requests.push({ authorization: request.headers.authorization, body });
      const reference = typeof body.client_ref === 'string' ? body.client_ref : undefined;
      const key = reference ?? `anonymous-${gateway.requests.length}`;
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      const scripted = gateway.script?.(body, attempt);
      response.setHeader('content-type', 'application/json');
      if (scripted !== undefined && scripted !== 200) {
        response.writeHead(scripted);
        response.end(JSON.stringify({ status: 'error' }));
        return;
      }
      let status = 'queued';
      if (reference && gateway.delivered.has(reference)) {
        gateway.duplicates += 1;
        status = 'duplicate';
      } else {
        gateway.delivered.set(key, body);
      }
      response.writeHead(200);
      response.end(JSON.stringify({ status, client_ref: reference ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway: SmsGatewaySimulator = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`,
    requests: [],
    delivered: new Map(),
    duplicates: 0,
    script: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return gateway;
}
