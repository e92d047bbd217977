import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions.md is the index of every folder's DECISIONS.md (issue 24): a decision lives
// beside what it decides, and the index is how anyone finds it. This keeps the two in step.
const root = join(import.meta.dirname, '../../..');
const index = join(root, 'docs/decisions.md');

// What git ignores (installed packages, builds, data, artifacts) and git's own folder.
const skipped = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  'scratch',
  'artifacts',
]);

function decisionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return skipped.has(entry.name) ? [] : decisionFiles(join(dir, entry.name));
    return entry.name === 'DECISIONS.md' ? [relative(root, join(dir, entry.name))] : [];
  });
}

/** The files the index names: every link to a DECISIONS.md, as a path from the repository. */
function indexed(text: string): string[] {
  return [...text.matchAll(/\]\(\.\.\/([^)\s]*DECISIONS\.md)\)/g)].map((match) => match[1]!);
}

describe('docs/decisions.md', () => {
  const text = readFileSync(index, 'utf8');
  const named = indexed(text);
  const found = decisionFiles(root).map((path) => path.split(sep).join('/'));

  it('names every DECISIONS.md in the tree', () => {
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((path) => !named.includes(path)).sort()).toEqual([]);
  });

  it('names only DECISIONS.md files that exist, each once', () => {
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
    expect(named.filter((path, at) => named.indexOf(path) !== at)).toEqual([]);
  });

  it('finds each DECISIONS.md starting with a one-line heading naming its owner', () => {
    const headless = found.filter(
      (path) => !/^# \S.*\n\n/.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(headless).toEqual([]);
  });
});
