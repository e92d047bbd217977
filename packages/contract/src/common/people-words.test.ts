import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainWords } from './plain-words.ts';

// Every message the contract writes is read by a person (issue 25: the meeting form said "Use a
// date and time as ISO 8601, e.g. 2026-11-21T09:30:00+05:30"): none names a format, a pattern
// or a type. The messages are read from the contract's source where messages are written: a
// `message` or `error` text, the text handed to a check (.min(1, '…'), .regex(…, '…'),
// .refine(…, '…')), the texts of a `…Messages` object, and a constant sentence (NOT_A_DATE).

/** Developer words: formats, patterns, type names, machine examples, field names. */
export const DEVELOPER_WORDS =
  /\bISO\b|\bregex|\bstring\b|\binteger\b|\bboolean\b|\bnull\b|\bundefined\b|\bNaN\b|Invalid input|\d{4}-\d{2}-\d{2}T|YYYY|\btrue or false\b/;

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(at);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [at] : [];
  });
}

const CHECKS = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'multipleOf',
  'regex',
  'email',
  'url',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'refine',
]);

const textOf = (node: ts.Node): string | null => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return null;
};

/** Every text literal under a node (a Messages object's values, its functions' templates). */
function textsUnder(node: ts.Node): string[] {
  const own = textOf(node);
  if (own !== null) return [own];
  const found: string[] = [];
  node.forEachChild((child) => {
    // A computed key or a property name is not a message; only values are.
    found.push(...textsUnder(child));
  });
  return found;
}

/** The messages written in one file, with where. */
function writtenMessages(file: string): { text: string; at: string }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { text: string; at: string }[] = [];
  const add = (node: ts.Node, texts: string[]) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    for (const text of texts)
      found.push({ text, at: `${path.relative(SOURCE, file)}:${line + 1}` });
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'message' || node.name.text === 'error')
    ) {
      add(node, textsUnder(node.initializer));
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      CHECKS.has(node.expression.name.text)
    ) {
      add(
        node,
        node.arguments.map(textOf).filter((text): text is string => text !== null),
      );
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /(Messages|_MESSAGE)$/.test(node.name.text) &&
      node.initializer
    ) {
      add(node, textsUnder(node.initializer));
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9_]+$/.test(node.name.text) &&
      // A …_FORMAT constant is a pattern for a program (PostgreSQL's to_char), not a sentence.
      !/_FORMAT$/.test(node.name.text) &&
      node.initializer
    ) {
      // A constant sentence (NOT_A_CALENDAR_DATE): a message kept apart to be asserted.
      const text = textOf(node.initializer);
      if (text !== null && text.includes(' ')) add(node, [text]);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('messages in people’s words', () => {
  // Every source file parsed once, for both tests: about 2 s alone, far more beside CI's typecheck.
  let written: ReturnType<typeof writtenMessages> = [];
  beforeAll(() => {
    written = sourceFiles(SOURCE).flatMap(writtenMessages);
  });

  it('finds the messages where they are written', () => {
    const all = written;
    expect(all.length).toBeGreaterThan(200);
    expect(all.map((message) => message.text)).toContain('Choose a date and time.');
  });

  it('no message the contract writes names a format, a pattern or a type', () => {
    const found = written
      .filter((message) => DEVELOPER_WORDS.test(message.text))
      .map((message) => `${message.at}: ${message.text}`);
    expect(found).toEqual([]);
  });

  it("words zod's own messages plainly, and keeps the contract's", () => {
    const body = z.strictObject({
      title: z.string().trim().min(1).max(5),
      count: z.number().int().min(2),
      starts: z.iso.datetime({ offset: true }),
      tags: z.array(z.number()).min(1),
      kind: z.enum(['a', 'b']),
      named: z.string({ error: 'Give it a name.' }),
    });
    const words = (value: unknown) =>
      body.safeParse(value, { error: plainWords }).error?.issues.map((issue) => issue.message);
    expect(words({})).toEqual([
      'This is required.',
      'This is required.',
      'This is required.',
      'This is required.',
      'This is required.',
      'Give it a name.',
    ]);
    expect(
      words({ title: 'Too long', count: 1.5, starts: 'soon', tags: [], kind: 'c', named: 'x' }),
    ).toEqual([
      'Enter at most 5 characters.',
      'Enter a whole number.',
      'Choose a date and time.',
      'Choose at least one.',
      'Choose one of the values offered.',
    ]);
    expect(words({ title: '', count: 1, named: 'x', starts: 3, tags: [1], kind: 'a' })).toEqual([
      'This is required.',
      'Enter 2 or more.',
      'Enter text.',
    ]);
    // Only a program sends a key the schema does not have; it keeps zod's words and the key.
    expect(words({ extra: 1 })).toContain('Unrecognized key: "extra"');
    for (const message of [
      ...(words({}) ?? []),
      ...(words({ title: 'Too long', count: 1.5, starts: 'soon', tags: [], kind: 'c' }) ?? []),
    ]) {
      expect(message).not.toMatch(DEVELOPER_WORDS);
    }
  });
});
