import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config.ts';
import { defineModuleSettings } from './module-settings.ts';

// A module's settings are read when the configuration loads, from the variables under its
// prefixes only, checked by its schema, and reported as the platform's are when wrong.

const bellSettings = defineModuleSettings({
  prefixes: ['BELL_', 'CHIME_'],
  schema: z.object({
    BELL_VOLUME: z.coerce.number().int().min(0).max(10).default(5),
    BELL_TOKEN: z.string().optional(),
    CHIME_TUNE: z.enum(['westminster', 'plain']).default('plain'),
  }),
  secrets: ['BELL_TOKEN'],
  resolve: (e, context) => ({
    volume: e.BELL_VOLUME,
    token: e.BELL_TOKEN,
    tune: e.CHIME_TUNE,
    dataDir: context.dataDir,
  }),
});
const bell = { id: 'bell', settings: bellSettings };

describe('a module’s settings', () => {
  it('are read under its prefixes, with their defaults, typed by its resolve', () => {
    const config = loadConfig({ BELL_VOLUME: '7', DATA_DIR: '/srv/console', OTHER_VOLUME: '9' }, [
      bell,
    ]);
    expect(bellSettings.of(config)).toEqual({
      volume: 7,
      token: undefined,
      tune: 'plain',
      dataDir: '/srv/console',
    });
    const read = config.settings.owners.find((owner) => owner.owner === 'bell');
    expect(read?.values).toEqual({ BELL_VOLUME: 7, CHIME_TUNE: 'plain' });
    expect([...(read?.given ?? [])]).toEqual(['BELL_VOLUME']);
  });

  it('name the variable of a bad value, with the platform’s problems, in one error', () => {
    expect(() => loadConfig({ BELL_VOLUME: '11', CHIME_TUNE: 'loud', PORT: 'x' }, [bell])).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}BELL_VOLUME: .+\n {2}CHIME_TUNE: .+$/,
    );
  });

  it('are kept per configuration, and asked of one loaded without the module, refused', () => {
    const quiet = loadConfig({ BELL_VOLUME: '1' }, [bell]);
    const loud = loadConfig({ BELL_VOLUME: '9' }, [bell]);
    expect([bellSettings.of(quiet).volume, bellSettings.of(loud).volume]).toEqual([1, 9]);
    expect(() => bellSettings.of(loadConfig({}))).toThrow(/BELL_, CHIME_ were not read/);
  });

  it('read only variables under its prefixes, none of the platform’s or another module’s', () => {
    expect(() =>
      defineModuleSettings({
        prefixes: ['BELL_'],
        schema: z.object({ PORT: z.string().optional() }),
        resolve: (e) => e,
      }),
    ).toThrow(/PORT is outside the settings' prefixes/);
    const porter = defineModuleSettings({
      prefixes: ['PO'],
      schema: z.object({ POSTER: z.string().optional() }),
      resolve: (e) => e,
    });
    expect(() => loadConfig({}, [{ id: 'porter', settings: porter }])).toThrow(
      /porter reads PO\*, but PORT is the platform's/,
    );
    const chime = defineModuleSettings({
      prefixes: ['CHIME_T'],
      schema: z.object({ CHIME_TEMPO: z.string().optional() }),
      resolve: (e) => e,
    });
    expect(() => loadConfig({}, [bell, { id: 'chime', settings: chime }])).toThrow(
      /bell and chime both read CHIME_T\*/,
    );
  });
});
