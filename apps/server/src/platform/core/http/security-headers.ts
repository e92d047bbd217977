import type { FastifyInstance } from 'fastify';

/**
 * Browser features the console never uses, switched off for it and for anything that might
 * be injected into it. Fullscreen stays for the console's own pages (a camera tile).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Headers helmet does not give: the Permissions-Policy on every answer, and `no-store` on the
 * API's answers that do not choose their own caching (JSON carries people's data; a shared or
 * back-button cache must not keep it). Files that choose (media, recordings, exports) keep theirs.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
