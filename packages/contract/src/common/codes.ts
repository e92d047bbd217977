// Code tables: a set of codes the documents name (a status, a sentiment, a job state), each with
// its label and colour, written once here. The server validates and exports with them, the
// console draws every tag and filter option from them, so a label or colour cannot drift
// between two hand copies.

/**
 * Tag colours, in the documents' own words ("yellow", "grey", "sky-blue"): a hue, not a shade.
 * The console turns each into a text, background and border that stay readable (WCAG 4.5:1).
 */
export const HUES = [
  'grey',
  'yellow',
  'gold',
  'orange',
  'red',
  'magenta',
  'purple',
  'blue',
  'sky-blue',
  'cyan',
  'green',
] as const;
export type Hue = (typeof HUES)[number];

export type CodeValue = number | string;

/** One row of a code table; a table may carry more words per code (e.g. an action label). */
export interface CodeSpec {
  code: CodeValue;
  label: string;
  colour: Hue;
}

export type CodeSpecs = Record<string, CodeSpec>;

/** The codes of a table's spec, as a union of literals (0 | 1 | 2 …). */
export type CodeIn<S extends CodeSpecs> = S[keyof S]['code'];

/** A row of the table with its name. */
export type CodeEntry<S extends CodeSpecs> = S[keyof S] & { name: keyof S & string };

export interface CodeTable<S extends CodeSpecs = CodeSpecs, Read = CodeIn<S> | undefined> {
  /** Name → code, e.g. `GATE_PASS_STATUSES.code.Approved === 2`. */
  readonly code: { readonly [Name in keyof S]: S[Name]['code'] };
  /** Every code, in the order the table declares them (for schemas and loops). */
  readonly codes: readonly CodeIn<S>[];
  /** Code → label (for exports that print words, not codes). */
  readonly labels: Readonly<Record<CodeIn<S>, string>>;
  /** Whether a value is one of the table's codes. */
  has(value: unknown): value is CodeIn<S>;
  /** The row of a code, or undefined for anything else. */
  entry(value: unknown): CodeEntry<S> | undefined;
  /** The row of a code known to be one (typed), e.g. to read a table's extra words. */
  of(code: CodeIn<S>): CodeEntry<S>;
  /** A value as one of the codes: the fallback (when the table has one) for anything else. */
  read(value: unknown): Read;
  /** The label of a code; an unknown code reads as the fallback's, else as itself. */
  label(value: unknown): string;
  /** The colour of a code; an unknown code takes the fallback's, else grey. */
  colour(value: unknown): Hue;
  /** Value/label pairs for a choice of codes (every code by default), in the order given. */
  options(only?: readonly CodeIn<S>[]): { value: CodeIn<S>; label: string }[];
}

/** Any code table, for code that draws or reads one without knowing which. */
export type AnyCodeTable = CodeTable<CodeSpecs, unknown>;

/** The code union of a table: `type GatePassStatusCode = CodeOf<typeof GATE_PASS_STATUSES>`. */
export type CodeOf<T> = T extends CodeTable<infer S, unknown> ? CodeIn<S> : never;

export interface CodeTableOptions<Name extends string> {
  /** The row an unknown code is read as (000 §4: an unknown content status is a Draft). */
  fallback?: Name;
}

export function defineCodes<const S extends CodeSpecs>(spec: S): CodeTable<S>;
export function defineCodes<const S extends CodeSpecs>(
  spec: S,
  options: { fallback: keyof S & string },
): CodeTable<S, CodeIn<S>>;
export function defineCodes<const S extends CodeSpecs>(
  spec: S,
  options: CodeTableOptions<keyof S & string> = {},
): CodeTable<S, CodeIn<S> | undefined> {
  type Code = CodeIn<S>;
  const entries = Object.entries(spec).map(([name, row]) => ({ ...row, name }) as CodeEntry<S>);
  const byCode = new Map<unknown, CodeEntry<S>>(entries.map((row) => [row.code, row]));
  if (byCode.size !== entries.length) {
    throw new Error(`A code table repeats a code: ${entries.map((row) => row.code).join(', ')}`);
  }
  const fallback = options.fallback === undefined ? undefined : spec[options.fallback];
  const entry = (value: unknown) => byCode.get(value);
  return {
    code: Object.fromEntries(entries.map((row) => [row.name, row.code])) as CodeTable<S>['code'],
    codes: entries.map((row) => row.code as Code),
    labels: Object.fromEntries(entries.map((row) => [row.code, row.label])) as Record<Code, string>,
    has: (value): value is Code => byCode.has(value),
    entry,
    of: (code) => {
      const row = entry(code);
      if (!row) throw new Error(`Not a code of this table: ${String(code)}`);
      return row;
    },
    read: (value) => (entry(value)?.code ?? fallback?.code) as Code | undefined,
    label: (value) => entry(value)?.label ?? fallback?.label ?? String(value),
    colour: (value) => entry(value)?.colour ?? fallback?.colour ?? 'grey',
    options: (only) =>
      (only ?? entries.map((row) => row.code as Code)).map((code) => ({
        value: code,
        label: byCode.get(code)?.label ?? String(code),
      })),
  };
}
