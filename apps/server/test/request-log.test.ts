import { meEndpoints, opinionPollEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, withSecretPathParams } from '../src/platform/core/http/request-log.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { callApi, urlOf } from './support/endpoint-client.ts';

// The console opens /hangfire?access_token=… in a new tab (000 §2); the request log must not
// keep that token, nor any other secret carried in a query string, nor a path parameter its
// route declares secret (a poll's answer link is the path).

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t?.close());

describe('request logs', () => {
  it('never record access tokens, tokens, OTPs or auto-login keys from the URL', async () => {
    const secrets = ['SECRETACCESS123', 'SECRETTOKEN456', '987654', 'GUID-SECRET-789'];
    const me = urlOf(meEndpoints.me);
    for (const url of [
      `/hangfire?access_token=${secrets[0]}&tab=jobs`,
      `${me}?token=${secrets[1]}`,
      `/login?otp=${secrets[2]}&auto_login_guid=${secrets[3]}`,
    ]) {
      await t.call({ method: 'GET', url });
    }
    const log = lines.join('');
    // The requests were logged, with their paths and harmless parameters intact.
    expect(log).toContain('/hangfire?access_token=[redacted]&tab=jobs');
    expect(log).toContain(`${me}?token=[redacted]`);
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

  it('never records a path parameter its route declares secret: the poll answer link', async () => {
    const link = `12.${'0f'.repeat(8)}-aaaa-bbbb-cccc-${'d'.repeat(12)}.${'S'.repeat(43)}`;
    const { respondForm, respond, detail } = opinionPollEndpoints;
    await callApi(t, respondForm, { params: { token: link } });
    // With a trailing slash and a query: the link is still found and redacted.
    await t.call({
      method: respond.method,
      url: `${urlOf(respond, { token: link })}/?lang=en`,
      payload: { answers: [] },
    });
    // The address exactly as the log line must show it, the link's segment redacted.
    // eslint-disable-next-line no-restricted-syntax -- the logged URL, raw, is what this test reads
    const redacted = '/api/opinion_poll/respond/[redacted]';
    const log = lines.join('');
    expect(log).toContain(`"url":"${redacted}"`);
    expect(log).toContain(`"url":"${redacted}/?lang=en"`);
    expect(log).not.toContain(link);
    // Other routes' parameters are kept: they are ids, and the log needs them.
    await callApi(t, detail, { params: { id: 41 } });
    expect(lines.join('')).toContain(`"url":"${urlOf(detail, { id: 41 })}"`);
  });

  /* eslint-disable no-restricted-syntax -- withSecretPathParams reads an address against its route pattern: made-up addresses and patterns are its input, no call */
  it('redacts the declared segments by the route pattern, and falls back to the pattern', () => {
    const route = '/api/x/:id/link/:token';
    expect(withSecretPathParams('/api/x/7/link/abc?b=1', route, ['token'])).toBe(
      '/api/x/7/link/[redacted]?b=1',
    );
    expect(withSecretPathParams('/api/x/7/link/abc/', route, ['token'])).toBe(
      '/api/x/7/link/[redacted]/',
    );
    expect(withSecretPathParams('/api/x/7/link/abc', route, [])).toBe('/api/x/7/link/abc');
    // A path that does not line up with its pattern is logged as the pattern, never raw.
    expect(withSecretPathParams('/api/x/7/link/a/b', route, ['token'])).toBe(
      '/api/x/:id/link/[redacted]',
    );
    expect(withSecretPathParams('/api/y/:code-:part', '/api/y/:code-:part', ['part'])).toBe(
      '/api/y/[redacted]',
    );
  });
  /* eslint-enable no-restricted-syntax */
});
