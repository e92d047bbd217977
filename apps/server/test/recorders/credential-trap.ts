import http from 'node:http';
import type { AddressInfo } from 'node:net';

// What an attacker would listen with: an HTTP server that asks for digest sign-in (MD5 and
// SHA-256, as a recorder would) and keeps every connection and Authorization header it gets.

export interface CredentialTrap {
  host: string;
  port: number;
  /** Connections accepted so far (a refused address never makes one). */
  readonly connections: number;
  /** Every Authorization header received, in order. */
  readonly authorizations: string[];
  close(): Promise<void>;
}

export async function startCredentialTrap(host: string): Promise<CredentialTrap> {
  const authorizations: string[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    if (request.headers.authorization) authorizations.push(request.headers.authorization);
    response.writeHead(401, {
      'content-type': 'text/plain',
      'www-authenticate': [
        'Digest realm="trap", qop="auth", nonce="0123456789abcdef", algorithm=MD5',
        'Digest realm="trap", qop="auth", nonce="0123456789abcdef", algorithm=SHA-256',
      ],
    });
    response.end('Unauthorized');
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen({ host, port: 0 }, resolve));
  return {
    host,
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
