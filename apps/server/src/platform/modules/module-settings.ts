import type { z } from 'zod';
import type {
  SettingsContext,
  SettingsRead,
  SettingsSource,
} from '../core/config/settings-read.ts';

// A module's settings: the environment variables under its prefixes, checked by its zod schema
// when the configuration loads (config.ts picks them and reports a bad one as it reports the
// platform's), then resolved once into the shape its code takes. The module asks for them with
// `of(config)`, typed by its schema and its resolve.

export interface ModuleSettings<Settings> extends SettingsSource {
  /** The module's settings in a configuration loaded with its manifest (loadProductConfig). */
  of(config: { settings: SettingsRead }): Settings;
}

export interface ModuleSettingsDefinition<Shape extends z.ZodRawShape, Settings> {
  /** The prefixes of its variables (RECORDER_, STREAM_): every variable in the schema has one. */
  prefixes: readonly string[];
  /** Its variables by name, each with its check and default, as config.ts's are written. */
  schema: z.ZodObject<Shape>;
  /** Variables whose values are never shown (the effective settings say set or unset). */
  secrets?: readonly (keyof Shape & string)[];
  /** The shape its code takes, from the checked variables. */
  resolve: (variables: z.output<z.ZodObject<Shape>>, context: SettingsContext) => Settings;
}

export function defineModuleSettings<Shape extends z.ZodRawShape, Settings>(
  definition: ModuleSettingsDefinition<Shape, Settings>,
): ModuleSettings<Settings> {
  const { prefixes, schema, secrets = [], resolve } = definition;
  for (const name of Object.keys(schema.shape)) {
    if (!prefixes.some((prefix) => name.startsWith(prefix)))
      throw new Error(`${name} is outside the settings' prefixes (${prefixes.join(', ')}).`);
  }
  // Kept per configuration: tests load several in one process, each with its own variables.
  const kept = new WeakMap<SettingsRead, Settings>();
  return {
    prefixes,
    secrets,
    names: Object.keys(schema.shape),
    check(variables) {
      const parsed = schema.safeParse(variables);
      if (!parsed.success) return { error: parsed.error };
      return {
        values: parsed.data,
        keep: (context, read) => void kept.set(read, resolve(parsed.data, context)),
      };
    },
    of(config) {
      const settings = kept.get(config.settings);
      if (settings === undefined)
        throw new Error(
          `The settings under ${prefixes.join(', ')} were not read: load the configuration with the modules (loadProductConfig).`,
        );
      return settings;
    },
  };
}
