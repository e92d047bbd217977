import { effectiveSettingsEndpoints, type EffectiveSettingsOwner } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';

// GET /settings/effective: what a superuser may see of the settings the server runs with, the
// platform's and each module's, never a secret's value.

const SECRETS = {
  AUTH_SECRET: 'auth-secret-that-is-long-enough-to-sign-tokens',
  GO2RTC_PASSWORD: 'go2rtc-password-secret',
  EXOTEL_API_TOKEN: 'exotel-token-secret',
  S3_SECRET_ACCESS_KEY: 's3-secret-key',
};
const URL_PASSWORD = 'url-password-secret';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      ...SECRETS,
      RECORDER_TIMEOUT_MS: '2500',
      STREAM_GATEWAY: 'go2rtc',
      GO2RTC_URL: `http://console:${URL_PASSWORD}@127.0.0.1:1984`,
      POLL_BUZZ_INTERVAL_MINUTES: '90',
    },
  });
});
afterAll(() => t?.close());

const read = async () => {
  const superuser = await t.signIn('superuser');
  return callApi(t, effectiveSettingsEndpoints.effective, {}, superuser);
};

describe('the effective settings', () => {
  it('list the platform’s, then each module’s under its prefixes, with values and defaults', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    const owners = response.json<EffectiveSettingsOwner[]>();
    expect(owners.map((owner) => owner.owner)).toEqual([
      'platform',
      'calling',
      'cctv',
      'opinion-poll',
    ]);
    const setting = (owner: string, name: string) =>
      owners.find((o) => o.owner === owner)?.settings.find((s) => s.name === name);
    expect(owners.find((o) => o.owner === 'cctv')?.prefixes).toEqual([
      'RECORDER_',
      'STREAM_',
      'GO2RTC_',
    ]);
    expect(setting('cctv', 'RECORDER_TIMEOUT_MS')).toEqual({
      name: 'RECORDER_TIMEOUT_MS',
      value: 2500,
      is_set: true,
      is_secret: false,
    });
    expect(setting('cctv', 'STREAM_MAX_SESSIONS_PER_USER')).toMatchObject({
      value: 16,
      is_set: false,
    });
    expect(setting('opinion-poll', 'POLL_BUZZ_INTERVAL_MINUTES')).toMatchObject({ value: 90 });
    expect(setting('calling', 'TELEPHONY_DRIVER')).toMatchObject({ value: 'simulator' });
    expect(setting('platform', 'PORT')).toMatchObject({ value: 3000, is_set: false });
    // Module variables are no longer the platform's.
    expect(setting('platform', 'RECORDER_TIMEOUT_MS')).toBeUndefined();
  });

  it('never answer a secret: only whether it is set, and an address without its password', async () => {
    const response = await read();
    for (const secret of [...Object.values(SECRETS), URL_PASSWORD]) {
      expect(response.body).not.toContain(secret);
    }
    const owners = response.json<EffectiveSettingsOwner[]>();
    const all = owners.flatMap((owner) => owner.settings);
    for (const name of Object.keys(SECRETS)) {
      expect(all.find((s) => s.name === name)).toEqual({
        name,
        value: null,
        is_set: true,
        is_secret: true,
      });
    }
    expect(all.find((s) => s.name === 'EXOTEL_API_KEY')).toMatchObject({
      value: null,
      is_set: false,
      is_secret: true,
    });
    expect(all.find((s) => s.name === 'GO2RTC_URL')?.value).toBe(
      'http://console:***@127.0.0.1:1984/',
    );
  });

  it('are for superusers only', async () => {
    const principal = await t.signIn('principal');
    const refused = await callApi(t, effectiveSettingsEndpoints.effective, {}, principal);
    expect(refused.statusCode).toBe(403);
    expect((await callApi(t, effectiveSettingsEndpoints.effective, {})).statusCode).toBe(401);
  });
});
