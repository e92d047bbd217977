// `node scripts/import-cycles.mjs`: fails when the repository's own files import each other in a
// cycle (a cycle has no bottom: neither file can be read, tested or moved alone). Part of
// `npm run lint`, in place of eslint's import-x/no-cycle, which followed every file's imports
// again for each file it linted: three quarters of the lint's time (38 of 52 s of rule time).
//
// An edge is what stays at run time: an import or re-export of a relative path, static or
// dynamic (`import('./page.tsx')`); `import type` and `export type` are erased and are no edge.
// Packages (`@console/contract` included, a workspace reached through node_modules) are outside:
// each workspace's own cycles are found among its files. Reads the files git tracks, or lists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.(ts|tsx|mjs|js)$/;
const IGNORED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /^apps\/server\/src\/db\/migrations\//];

/** The files to read: those named, or every tracked and new (not ignored) code file. */
function filesToRead(named) {
  if (named.length > 0) return named.map((file) => relative(root, resolve(file)));
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !IGNORED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)));
}

/** The relative specifiers a file imports at run time. */
function runtimeImports(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** The import graph: file → the files of the repository it imports. */
function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = runtimeImports(file, text)
      .map((specifier) => relative(root, resolve(root, dirname(file), specifier)))
      .filter((target) => existsSync(join(root, target)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file, or one file importing itself. */
function cycles(graph) {
  // Tarjan's algorithm, iterative: the graph's depth would overflow a recursive one's stack.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1] += 1;
        const target = targets[edge];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || targets.includes(node)) components.push(component.sort());
    }
  }
  return components;
}

/** One path around a component, to show how its files lead back to the first. */
function loopThrough(graph, component) {
  const members = new Set(component);
  const first = component[0];
  const cameFrom = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const path = [first];
        for (let at = node; at !== first; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return component;
}

const graph = importGraph(filesToRead(process.argv.slice(2)));
const found = cycles(graph);
if (found.length > 0) {
  console.error(
    `Import cycles (${found.length}): move what the files share to a file both import.`,
  );
  for (const component of found) {
    console.error(
      `\n  ${component.length} file${component.length === 1 ? '' : 's'}: ${loopThrough(graph, component).join('\n    → ')}`,
    );
  }
  process.exit(1);
}
console.log(`No import cycle among ${graph.size} files.`);
