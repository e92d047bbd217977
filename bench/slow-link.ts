// A school's link: a cold load of the gate-pass list as the demo principal over 100 ms round
// trip and 10 Mbit/s each way (Chromium's own throttling, through CDP), cache disabled. Time to
// content is from the navigation's start to the list's first row on screen; requests and bytes
// are what went over the (emulated) wire for that load, bytes as transferred (compressed when
// the server compressed them). The target of issue 25 is at most 1.5 s to content.
//
//   npm run bench:slow-link [runs]        (builds the product when its sources changed)
//   npm run bench:slow-link 1 waterfall   (also prints each request of the last load: when it
//                                          started and ended, its type and size, what made it)
import os from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { DemoAccounts } from '../apps/server/src/db/seed/demo-accounts.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

const runs = Number(process.argv[2] ?? 5);
const printWaterfall = process.argv[3] === 'waterfall';
const LINK = { latency: 100, throughput: (10 * 1_000_000) / 8 } as const;
const LIST = '/gatepass';
const FIRST_ROW = '.ant-table-tbody tr.ant-table-row';

interface Load {
  ms: number;
  requests: number;
  scripts: number;
  bytes: number;
  scriptBytes: number;
  /** Scripts answered with a Content-Encoding (br, gzip), of `scripts`. */
  compressedScripts: number;
  acceptEncoding: string;
  waterfall: WaterfallRow[];
}

/** One request of a load, in ms from the navigation's start. */
interface WaterfallRow {
  url: string;
  type: string;
  startMs: number;
  endMs: number;
  kb: number;
  initiator: string;
}

/** A URL without its origin, as the waterfall prints it. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Counts what the page fetches from now until `stop()`: requests, scripts, bytes on the wire. */
function watchNetwork(cdp: CDPSession) {
  const requests = new Map<
    string,
    {
      type: string;
      encoded: number;
      encoding: string;
      url: string;
      started: number;
      ended: number;
      initiator: string;
    }
  >();
  let acceptEncoding = '';
  let firstTimestamp: number | undefined;
  const onRequest = (event: {
    requestId: string;
    type?: string;
    timestamp: number;
    request: { url: string };
    initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
  }) => {
    firstTimestamp ??= event.timestamp;
    const initiatorUrl = event.initiator.url ?? event.initiator.stack?.callFrames[0]?.url ?? '';
    requests.set(event.requestId, {
      type: event.type ?? 'Other',
      encoded: 0,
      encoding: '',
      url: event.request.url,
      started: event.timestamp,
      ended: event.timestamp,
      initiator: `${event.initiator.type} ${shortUrl(initiatorUrl)}`.trim(),
    });
  };
  const onExtra = (event: { requestId: string; headers: Record<string, string> }) => {
    acceptEncoding ||= event.headers['accept-encoding'] ?? event.headers['Accept-Encoding'] ?? '';
  };
  const onResponse = (event: {
    requestId: string;
    type: string;
    response: { headers: Record<string, string> };
  }) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    entry.type = event.type;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    entry.encoding = headers['content-encoding'] ?? '';
  };
  const onFinished = (event: {
    requestId: string;
    encodedDataLength: number;
    timestamp: number;
  }) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    entry.encoded = event.encodedDataLength;
    entry.ended = event.timestamp;
  };
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.requestWillBeSentExtraInfo', onExtra);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  return {
    stop() {
      cdp.off('Network.requestWillBeSent', onRequest);
      cdp.off('Network.requestWillBeSentExtraInfo', onExtra);
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.loadingFinished', onFinished);
      const all = [...requests.values()];
      const scripts = all.filter((entry) => entry.type === 'Script');
      const sum = (entries: typeof all) => entries.reduce((total, e) => total + e.encoded, 0);
      return {
        requests: all.length,
        scripts: scripts.length,
        bytes: sum(all),
        scriptBytes: sum(scripts),
        compressedScripts: scripts.filter((entry) => entry.encoding).length,
        acceptEncoding,
        waterfall: all
          .map((entry) => ({
            url: shortUrl(entry.url),
            type: entry.type,
            // CDP's timestamps are seconds on the browser's monotonic clock.
            startMs: Math.round((entry.started - (firstTimestamp ?? 0)) * 1000),
            endMs: Math.round((entry.ended - (firstTimestamp ?? 0)) * 1000),
            kb: +(entry.encoded / 1024).toFixed(1),
            initiator: entry.initiator,
          }))
          .sort((a, b) => a.startMs - b.startMs),
      };
    },
  };
}

async function coldLoad(page: Page, cdp: CDPSession, url: string): Promise<Load> {
  // Nothing from the earlier loads: no memory or disk cache, no open connections' warmth.
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  const watch = watchNetwork(cdp);
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  // Count what the load fetched up to the first row, and what it still finishes then.
  await page.waitForLoadState('networkidle');
  return { ms, ...watch.stop() };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() =>
    window.localStorage.setItem('console.tours_seen', JSON.stringify(['home'])),
  );
  const page = await context.newPage();
  // Signed in once, unthrottled, through the form: the loads below keep the session.
  const { username, password } = DemoAccounts.principal;
  await page.goto(`${server.baseUrl}/login`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latency,
    downloadThroughput: LINK.throughput,
    uploadThroughput: LINK.throughput,
  });
  const loads: Load[] = [];
  for (let run = 0; run < runs; run += 1) {
    loads.push(await coldLoad(page, cdp, `${server.baseUrl}${LIST}`));
  }
  const last = loads[loads.length - 1]!;
  console.log(
    JSON.stringify(
      {
        link: '100 ms latency, 10 Mbit/s down and up, cache disabled',
        page: `${LIST} as the principal, 1440 x 900`,
        runs,
        timeToContentMs: {
          median: Math.round(median(loads.map((load) => load.ms))),
          all: loads.map((load) => Math.round(load.ms)),
        },
        requests: last.requests,
        scripts: last.scripts,
        transferredKb: +(last.bytes / 1024).toFixed(1),
        scriptKb: +(last.scriptBytes / 1024).toFixed(1),
        compressedScripts: last.compressedScripts,
        acceptEncoding: last.acceptEncoding,
        // Time to content is mostly the browser's own work once the bytes are few: on a
        // shared machine it follows the load, so the run says what the load was.
        loadAverage: os.loadavg().map((load) => +load.toFixed(1)),
      },
      null,
      2,
    ),
  );
  if (printWaterfall) {
    for (const row of last.waterfall) {
      console.log(
        `${String(row.startMs).padStart(5)} → ${String(row.endMs).padStart(5)} ms  ` +
          `${row.type.padEnd(10)} ${String(row.kb).padStart(6)} kB  ${row.url}  ← ${row.initiator}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
