import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/platform/http/request-log.ts';
import { startTestApp, type TestApp } from './harness.ts';

// The console opens /hangfire?access_token=… in a new tab (000 §2); the request log must not
// keep that token, nor any other secret carried in a query string.

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t?.close());

describe('request logs', () => {
  it('never record access tokens, tokens, OTPs or auto-login keys from the URL', async () => {
    const secrets = ['SECRETACCESS123', 'SECRETTOKEN456', '987654', 'GUID-SECRET-789'];
    for (const url of [
      `/hangfire?access_token=${secrets[0]}&tab=jobs`,
      `/api/me?token=${secrets[1]}`,
      `/login?otp=${secrets[2]}&auto_login_guid=${secrets[3]}`,
    ]) {
      await t.call({ method: 'GET', url });
    }
    const log = lines.join('');
    // The requests were logged, with their paths and harmless parameters intact.
    expect(log).toContain('/hangfire?access_token=[redacted]&tab=jobs');
    expect(log).toContain('/api/me?token=[redacted]');
    expect(log).toContain('/login?otp=[redacted]&auto_login_guid=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('redacts encoded and differently cased keys, and keeps other URLs as they are', () => {
    expect(redactUrl('/x?access%5Ftoken=abc&a=1')).toBe('/x?access%5Ftoken=[redacted]&a=1');
    expect(redactUrl('/x?Refresh_Token=abc&OTP=1')).toBe(
      '/x?Refresh_Token=[redacted]&OTP=[redacted]',
    );
    expect(redactUrl('/x?page=2&limit=30')).toBe('/x?page=2&limit=30');
    expect(redactUrl('/x')).toBe('/x');
  });
});
