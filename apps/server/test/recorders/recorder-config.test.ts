import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('recorder settings', () => {
  it('run the simulator at port 8080 and give a recorder 8 s by default', () => {
    expect(loadConfig({}).recorders).toEqual({
      timeoutMs: 8000,
      simulator: { enabled: true, port: 8080 },
    });
  });

  it('turn the simulator off, move its port and change the timeout', () => {
    expect(
      loadConfig({
        RECORDER_SIMULATOR: 'off',
        RECORDER_SIMULATOR_PORT: '18080',
        RECORDER_TIMEOUT_MS: '2500',
      }).recorders,
    ).toEqual({ timeoutMs: 2500, simulator: { enabled: false, port: 18080 } });
  });

  it('refuse a port that is none, or a word other than on and off', () => {
    expect(() => loadConfig({ RECORDER_SIMULATOR_PORT: '0' })).toThrow(/RECORDER_SIMULATOR_PORT/);
    expect(() => loadConfig({ RECORDER_SIMULATOR: 'yes' })).toThrow(/RECORDER_SIMULATOR/);
  });
});
