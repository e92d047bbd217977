// Camera grid in Chromium from the built-in stream gateway: how long from opening a grid until
// every tile plays, and what sixteen playing tiles cost. The page is built from the console's own
// streaming helpers (bench/stream-grid-page.ts) and served under the console's content security
// policy; the WHEP routes are mounted as the CCTV module mounts them (test/support/whep-test-app).
//
//   npx tsx bench/stream-grid.ts [--host-network]
//
// It runs in a network namespace of its own (scripts/private-network.sh): Chromium gathers ICE
// candidates only where it sees a network besides loopback, and announces them by multicast DNS
// there. --host-network runs on the machine's network instead: media still flows on 127.0.0.1,
// but Chromium's announcements (224.0.0.251:5353) and its own name lookups leave the machine.
import helmet from '@fastify/helmet';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BuiltinStreamGateway } from '../apps/server/src/modules/cctv/drivers/streaming/builtin-gateway.ts';
import { consoleCspDirectives } from '../apps/server/src/platform/core/http/content-security-policy.ts';
import { buildWhepTestApp } from '../apps/server/test/support/whep-test-app.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { staggerDelayMs } from '../apps/web/src/modules/cctv/streaming/stream-retry.ts';
import type { TileReport } from './stream-grid-page.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

if (process.env.PRIVATE_NETWORK !== '1' && !process.argv.includes('--host-network')) {
  const self = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  const run = spawnSync(path.join(root, 'scripts/private-network.sh'), self, { stdio: 'inherit' });
  if (run.error || run.status !== 0) {
    console.error('The bench needs `unshare --net` (root) and iproute2, or --host-network.');
  }
  process.exit(run.status ?? 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds of a process and all its descendants, from /proc. */
function treeCpuSeconds(pid: number): number {
  const ticks = 100; // USER_HZ on Linux
  const children = new Map<number, number[]>();
  const own = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      own.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticks);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const sum = (id: number): number =>
    (own.get(id) ?? 0) + (children.get(id) ?? []).reduce((total, child) => total + sum(child), 0);
  return sum(pid);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface GridFigures {
  label: string;
  allPlayingMs: number;
  firstTileMs: number;
  medianTileMs: number;
  failures: number;
  reasons: string[];
}

async function openGrid(
  page: Page,
  label: string,
  layout: [columns: number, rows: number],
  stream: 1 | 2,
  staggerMs: number,
): Promise<GridFigures> {
  const [columns, rows] = layout;
  const expected = stream === 1 ? [1280, 720] : [640, 360];
  await page.evaluate(
    ({ columns, rows, stream, staggerMs }) => window.grid.open(columns, rows, stream, staggerMs),
    { columns, rows, stream, staggerMs },
  );
  await page.waitForFunction(
    () => window.grid.report().every((tile) => tile.playingAfterMs !== undefined),
    null,
    { timeout: 60_000, polling: 50 },
  );
  const before = await page.evaluate(() => window.grid.report());
  await sleep(1000);
  const after = await page.evaluate(() => window.grid.report());
  // Every tile must be advancing, at the stream's size.
  after.forEach((tile: TileReport, index) => {
    const advanced = tile.currentTime - before[index]!.currentTime;
    if (advanced < 0.5 || tile.videoWidth !== expected[0] || tile.videoHeight !== expected[1]) {
      throw new Error(`${label}: camera ${tile.cameraId} is not playing: ${JSON.stringify(tile)}`);
    }
  });
  const times = before.map((tile) => tile.playingAfterMs!);
  return {
    label,
    allPlayingMs: Math.round(Math.max(...times)),
    firstTileMs: Math.round(Math.min(...times)),
    medianTileMs: Math.round(median(times)),
    failures: after.reduce((total, tile) => total + tile.failures, 0),
    reasons: [...new Set(after.flatMap((tile) => (tile.reason ? [tile.reason] : [])))],
  };
}

async function waitForSessions(gateway: BuiltinStreamGateway, count: number): Promise<number> {
  const started = Date.now();
  while (gateway.openSessions !== count) {
    if (Date.now() - started > 30_000)
      throw new Error(`sessions stayed at ${gateway.openSessions}`);
    await sleep(20);
  }
  return Date.now() - started;
}

const patternDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-grid-'));
const gateway = new BuiltinStreamGateway({
  address: '127.0.0.1',
  maxSessions: 48,
  maxSessionsPerUser: 16,
  patternDir,
  ffmpegPath: undefined,
});
const app = buildWhepTestApp(gateway);
await app.register(helmet, {
  contentSecurityPolicy: { useDefaults: false, directives: consoleCspDirectives("'none'") },
});
const bundle = await build({
  entryPoints: [path.join(root, 'bench/stream-grid-page.ts')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  write: false,
});
const pageScript = bundle.outputFiles[0]!.text;
app.get('/', (_request, reply) =>
  reply
    .type('text/html')
    .send(
      '<!doctype html><html lang="en"><title>Camera grid</title>' +
        '<style>body{margin:0;background:#111;color:#eee;font:12px sans-serif}' +
        '#grid{display:grid;gap:2px;height:100vh}figure{margin:0;position:relative;min-height:0}' +
        'video{width:100%;height:100%;object-fit:contain;background:#000}' +
        'figcaption{position:absolute;left:4px;bottom:4px}</style>' +
        '<main id="grid"></main><script src="/grid.js"></script></html>',
    ),
);
app.get('/grid.js', (_request, reply) => reply.type('text/javascript').send(pageScript));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const newPage = async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  await page.goto(base);
  return { page, csp };
};

const figures: GridFigures[] = [];
const load = os.loadavg()[0]!.toFixed(2);
let { page, csp } = await newPage();

const STAGGER = staggerDelayMs(1);
figures.push(
  await openGrid(
    page,
    `2x2 main, ${STAGGER} ms stagger (cold: encodes 4 patterns)`,
    [2, 2],
    1,
    STAGGER,
  ),
);
await page.evaluate(() => window.grid.close());
const deleteMs = await waitForSessions(gateway, 0);

figures.push(
  await openGrid(
    page,
    `4x4 sub, ${STAGGER} ms stagger (cold: encodes 16 patterns)`,
    [4, 4],
    2,
    STAGGER,
  ),
);
// Sixteen tiles playing: what the gateway (this process) and Chromium spend.
// Chromium's processes are this process's descendants: the tree's time less this process's own.
const ownSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const windowSeconds = 10;
const serverBefore = ownSeconds();
const browserBefore = treeCpuSeconds(process.pid) - serverBefore;
await sleep(windowSeconds * 1000);
const serverAfter = ownSeconds();
const serverPercent = ((serverAfter - serverBefore) / windowSeconds) * 100;
const browserPercent =
  ((treeCpuSeconds(process.pid) - serverAfter - browserBefore) / windowSeconds) * 100;
const stillPlaying = await page.evaluate(() => window.grid.report());
if (stillPlaying.some((tile) => tile.status !== 'playing')) {
  throw new Error(`tiles stopped during the CPU window: ${JSON.stringify(stillPlaying)}`);
}
const screenshot = path.join(root, 'e2e/artifacts/stream-grid-4x4.png');
fs.mkdirSync(path.dirname(screenshot), { recursive: true });
await page.screenshot({ path: screenshot });

// The tab goes away without a DELETE: the gateway must notice by itself.
await page.close();
const goneMs = await waitForSessions(gateway, 0);

({ page, csp } = await newPage());
for (const [label, layout, stream, stagger] of [
  [`4x4 sub, ${STAGGER} ms stagger (warm)`, [4, 4], 2, STAGGER],
  ['4x4 sub, no stagger (warm)', [4, 4], 2, 0],
  ['4x4 sub, 150 ms stagger (warm)', [4, 4], 2, 150],
  ['4x4 main, no stagger (warm)', [4, 4], 1, 0],
  [`2x2 main, ${STAGGER} ms stagger (warm)`, [2, 2], 1, STAGGER],
] as const) {
  figures.push(await openGrid(page, label, [...layout], stream, stagger));
  await page.evaluate(() => window.grid.close());
  await waitForSessions(gateway, 0);
}

console.log(
  `\nCamera grid from the built-in gateway in Chromium (1-minute load ${load} at start)\n`,
);
console.log('| grid | all tiles playing | first tile | median tile | retries (why) |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const f of figures) {
  const retries = f.failures ? `${f.failures} (${f.reasons.join('; ')})` : '0';
  console.log(
    `| ${f.label} | ${f.allPlayingMs} ms | ${f.firstTileMs} ms | ${f.medianTileMs} ms | ${retries} |`,
  );
}
console.log(
  `\n16 sub tiles playing for ${windowSeconds} s: gateway process ${serverPercent.toFixed(1)}% of one core, ` +
    `Chromium (all its processes) ${browserPercent.toFixed(1)}%.`,
);
console.log(`Grid closed (DELETE per tile) → gateway sessions 0 after ${deleteMs} ms.`);
console.log(`Tab closed without DELETE → gateway sessions 0 after ${goneMs} ms.`);
console.log(`Content security policy reports: ${csp.length}. Screenshot: ${screenshot}`);

await browser.close();
await gateway.shutdown();
await app.close();
fs.rmSync(patternDir, { recursive: true, force: true });
