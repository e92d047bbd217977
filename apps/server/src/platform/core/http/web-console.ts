import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../../config.ts';
import { chooseCoding, STORED_CODINGS, type StoredCoding } from './accept-encoding.ts';

/**
 * The media types of the files the web build stores compressed (the plain file's type, as
 * @fastify/static gives it: a test compares them); a file of another type is always sent as
 * it is.
 */
const ENCODABLE_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const INDEX = 'index.html';

/**
 * The file under `root` an address names, relative to it, or undefined: not a file, outside
 * the folder (`..`, encoded or not), or a stored compressed copy (asked for by name, it would
 * go out without its coding; the plain file's address gets it).
 */
function consoleFile(root: string, address: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const absolute = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!absolute.startsWith(root + path.sep)) return undefined;
  if (STORED_CODINGS.some(({ suffix }) => absolute.endsWith(suffix))) return undefined;
  if (!fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) return undefined;
  return path.relative(root, absolute).split(path.sep).join('/');
}

/** The codings `file` is stored in beside itself, in the server's order of preference. */
function storedCodings(root: string, file: string): StoredCoding[] {
  if (!ENCODABLE_TYPES[path.extname(file)]) return [];
  return STORED_CODINGS.filter(({ suffix }) =>
    fs.statSync(path.join(root, file + suffix), { throwIfNoEntry: false })?.isFile(),
  ).map(({ coding }) => coding);
}

/**
 * The headers of a console file, from the path actually sent (the plain file or a compressed
 * copy): its coding and the plain file's type, the caching of the plain file.
 */
function consoleHeaders(reply: FastifyReply, sentPath: string): void {
  const stored = STORED_CODINGS.find(({ suffix }) => sentPath.endsWith(suffix));
  const plainPath = stored ? sentPath.slice(0, -stored.suffix.length) : sentPath;
  if (stored) {
    reply.header('content-encoding', stored.coding);
    reply.header('content-type', ENCODABLE_TYPES[path.extname(plainPath)]);
  }
  // Files under /assets carry content hashes and never change; index.html names them, so it is
  // asked for again on every load.
  if (plainPath.includes(`${path.sep}assets${path.sep}`))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (path.basename(plainPath) === INDEX) reply.header('cache-control', 'no-cache');
  // Which copy went out depends on the request's Accept-Encoding, for every cache on the way.
  reply.header('vary', 'accept-encoding');
}

/**
 * Serves the built console at `/` from the same process as the API, so one command runs the
 * whole product. Paths that are not files get index.html (client-side routes); `/api/...`
 * paths never do, they answer JSON 404s. A file the build stored compressed too (`.br`,
 * `.gz` beside it) goes out in the best coding the client accepts, otherwise as it is.
 */
export async function registerWebConsole(app: FastifyInstance, config: Config): Promise<void> {
  const root = path.resolve(config.webDistDir);
  if (!fs.existsSync(path.join(root, INDEX))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: false,
    setHeaders: consoleHeaders,
  });
  // The console's pages are not operations of the API: left out of its document.
  const options = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/*', options, async (request, reply) => {
    const address = request.url.split('?')[0] ?? '/';
    if (address.startsWith('/api/')) return reply.callNotFound();
    const file = consoleFile(root, address) ?? INDEX;
    const coding = chooseCoding(request.headers['accept-encoding'], storedCodings(root, file));
    const suffix = STORED_CODINGS.find((stored) => stored.coding === coding)?.suffix ?? '';
    return reply.sendFile(file + suffix);
  });
}
