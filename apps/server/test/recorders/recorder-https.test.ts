import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { dvrRow, simulatedRecorder, testDriver } from './recorder-fixtures.ts';

// A DVR row with is_https: the recorder's self-signed certificate is accepted (recorders ship
// with one), and a row whose scheme is wrong fails as an unreadable answer, not a hang.

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recorder-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
        '-subj', '/CN=DS-7608NI-K2', '-days', '1',
      ], // prettier-ignore
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const secure = simulatedRecorder({ key: 'tls', vendor: 'hikvision', address: '127.77.5.1' });
const plain = simulatedRecorder({ key: 'plain', vendor: 'dahua', address: '127.77.5.2' });

let tlsSimulator: RecorderSimulator;
let plainSimulator: RecorderSimulator;
beforeAll(async () => {
  tlsSimulator = await startRecorderSimulator([secure], { tls: selfSignedCertificate() });
  plainSimulator = await startRecorderSimulator([plain]);
});
afterAll(async () => {
  await tlsSimulator?.close();
  await plainSimulator?.close();
});

describe('recorders over HTTPS', () => {
  it('reads a recorder with a self-signed certificate', async () => {
    const driver = testDriver(dvrRow(tlsSimulator, secure, { is_https: true }));
    expect((await driver.deviceInfo()).serial_number).toBe(secure.serialNumber);
    // A Hikvision recorder offers SHA-256 beside MD5: the stronger one is answered.
    expect(tlsSimulator.requests.at(-1)).toMatchObject({ status: 200, algorithm: 'SHA-256' });
  });

  it('fails as an unreadable answer when the row has the wrong scheme', async () => {
    await expect(
      testDriver(dvrRow(tlsSimulator, secure, { is_https: false }), { timeoutMs: 2000 }).time(),
    ).rejects.toMatchObject({ kind: 'bad-answer' });
    await expect(
      testDriver(dvrRow(plainSimulator, plain, { is_https: true }), { timeoutMs: 2000 }).time(),
    ).rejects.toMatchObject({ kind: 'bad-answer' });
  });
});
