import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startDemoRecorderHost,
  type DemoRecorderHost,
} from '../../src/modules/cctv/simulators/demo-recorder-host.ts';
import { demoRecorders } from '../../src/modules/cctv/simulators/demo-recorders.ts';
import { testDriver } from './recorder-fixtures.ts';

// The demo recorders simulated beside a server: two processes on one machine contend for the
// same addresses and port; the second leaves them to the first and takes over when it stops.

// Branches far from the ones other test files simulate (127.16.14.x).
const BRANCHES = [901, 902];

/** A port free right now at the first recorder's address. */
async function freePortAt(host: string): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (_details: object, message: string) => void lines.push({ level: 'info', message }),
    warn: (_details: object, message: string) => void lines.push({ level: 'warn', message }),
  };
}

const hosts: DemoRecorderHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.stop()));
});

describe('the demo recorders beside a server', () => {
  it('are left to the process already serving them, and taken over when it stops', async () => {
    const probe = demoRecorders([{ id: BRANCHES[0]! }], { httpPort: 1 })[0]!;
    const port = await freePortAt(probe.device.address);
    const readable = demoRecorders(
      BRANCHES.map((id) => ({ id })),
      { httpPort: port },
    ).find((r) => r.scenario === 'healthy')!;
    const read = () => testDriver(readable.dvr, { timeoutMs: 2000 }).deviceInfo();

    const firstLog = recordingLog();
    const first = await startDemoRecorderHost({ branchIds: BRANCHES, port, log: firstLog });
    hosts.push(first);
    expect(first.serving).toBe(true);
    expect(firstLog.lines[0]!.message).toMatch(/^simulating \d+ demo recorders/);

    const secondLog = recordingLog();
    const second = await startDemoRecorderHost({
      branchIds: BRANCHES,
      port,
      log: secondLog,
      retryMs: 50,
    });
    hosts.push(second);
    expect(second.serving).toBe(false);
    expect(secondLog.lines).toEqual([
      { level: 'info', message: expect.stringContaining('another process simulates them') },
    ]);
    expect((await read()).serial_number).toBe(readable.dvr.serial_number);

    await first.stop();
    await expect.poll(() => second.serving, { timeout: 5000 }).toBe(true);
    expect(secondLog.lines.at(-1)!.message).toMatch(/^took over simulating/);
    expect((await read()).serial_number).toBe(readable.dvr.serial_number);
  });

  it('serves nothing for branch ids outside the demo’s address range, without failing', async () => {
    const log = recordingLog();
    const none = await startDemoRecorderHost({ branchIds: [0, 5_000_000], port: 1, log });
    hosts.push(none);
    expect(none.serving).toBe(false);
    expect(log.lines).toEqual([]);
  });
});
