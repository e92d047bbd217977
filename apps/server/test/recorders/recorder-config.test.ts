import { describe, expect, it } from 'vitest';
import { cctvSettings } from '../../src/modules/cctv/cctv.settings.ts';
import { loadProductConfig } from '../../src/product.ts';

/** CCTV's recorder settings as the server reads them from these variables. */
const recorders = (env: Record<string, string>) =>
  cctvSettings.of(loadProductConfig(env)).recorders;

describe('recorder settings', () => {
  it('run the simulator at port 8080 and give a recorder 8 s by default', () => {
    expect(recorders({})).toEqual({
      timeoutMs: 8000,
      simulator: { enabled: true, port: 8080 },
      // The private ranges, and the simulator's own while it runs.
      allowedNetworks: [
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        'fc00::/7',
        '127.16.0.0/16',
      ],
    });
  });

  it('keep recorders to the networks listed, the simulator’s only while it runs', () => {
    expect(
      recorders({
        RECORDER_ALLOWED_NETWORKS: '10.20.0.0/16, 10.30.1.0/24',
        RECORDER_SIMULATOR: 'off',
      }).allowedNetworks,
    ).toEqual(['10.20.0.0/16', '10.30.1.0/24']);
    expect(
      recorders({ RECORDER_ALLOWED_NETWORKS: 'none', RECORDER_SIMULATOR: 'off' }).allowedNetworks,
    ).toEqual([]);
    expect(() => recorders({ RECORDER_ALLOWED_NETWORKS: '10.0.0.0/8,nvr.example' })).toThrow(
      /RECORDER_ALLOWED_NETWORKS: nvr.example is not a network/,
    );
  });

  it('turn the simulator off, move its port and change the timeout', () => {
    expect(
      recorders({
        RECORDER_SIMULATOR: 'off',
        RECORDER_SIMULATOR_PORT: '18080',
        RECORDER_TIMEOUT_MS: '2500',
      }),
    ).toEqual({
      timeoutMs: 2500,
      simulator: { enabled: false, port: 18080 },
      allowedNetworks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
    });
  });

  it('refuse a port that is none, or a word other than on and off', () => {
    expect(() => recorders({ RECORDER_SIMULATOR_PORT: '0' })).toThrow(/RECORDER_SIMULATOR_PORT/);
    expect(() => recorders({ RECORDER_SIMULATOR: 'yes' })).toThrow(/RECORDER_SIMULATOR/);
  });
});
