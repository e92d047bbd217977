// `npm run new-module -- <id> [--write <permission>]`: writes the standard skeleton of a
// module registered in the contract's MODULES (000 §2, 002 §2): the contract files (schemas, and
// the endpoints both sides use), the server folder (table, repo, service, routes, manifest) with
// its migration, its routes test and its audit recipes (test/<id>/<id>.audit-recipes.ts, which
// the audit walk finds), and the console folder (api, list configuration, page, detail, form,
// manifest), then registers it.
// What it writes passes typecheck, lint and its own test as written. Run with tsx: it reads
// the contract's TypeScript.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MODULES } from '../packages/contract/src/modules.ts';
import { contractEndpointsFile, contractFile } from './new-module/contract-template.mjs';
import { moduleNames } from './new-module/names.mjs';
import {
  auditRecipesFile,
  manifestFile,
  repoFile,
  routesFile,
  routesTestFile,
  serviceFile,
  tableFile,
} from './new-module/server-templates.mjs';
import {
  apiFile,
  detailFile,
  formFile,
  listConfigFile,
  pageFile,
  webManifestFile,
} from './new-module/web-templates.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { write: { type: 'string' } },
});
const [id] = positionals;
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))
  fail('Usage: npm run new-module -- <id> [--write <permission>]  (id in kebab case, e.g. cctv)');
const entry = MODULES.find((module) => module.id === id);
if (!entry) fail(`"${id}" is not in the contract's MODULES (packages/contract/src/modules.ts).`);
const read = entry.readPermission;
if (!read) fail(`"${id}" has no read permission in MODULES; it is for superusers only.`);
const access = { read, write: values.write ?? read };

const n = moduleNames(id);
const paths = {
  contract: `packages/contract/src/modules/${id}.ts`,
  endpoints: `packages/contract/src/modules/${id}.endpoints.ts`,
  server: `apps/server/src/modules/${id}`,
  serverTest: `apps/server/test/${id}`,
  web: `apps/web/src/modules/${id}`,
};
for (const path of Object.values(paths))
  if (existsSync(join(root, path))) fail(`${path} exists already: nothing was written.`);

const files = {
  [paths.contract]: contractFile(n, entry),
  [paths.endpoints]: contractEndpointsFile(n, entry),
  [`${paths.server}/${id}.table.ts`]: tableFile(n, entry),
  [`${paths.server}/${id}.repo.ts`]: repoFile(n),
  [`${paths.server}/${id}.service.ts`]: serviceFile(n),
  [`${paths.server}/${id}.routes.ts`]: routesFile(n, entry, access),
  [`${paths.server}/index.ts`]: manifestFile(n, entry, access),
  [`${paths.serverTest}/${id}.routes.test.ts`]: routesTestFile(n),
  [`${paths.serverTest}/${id}.audit-recipes.ts`]: auditRecipesFile(n, entry),
  [`${paths.web}/${id}-api.ts`]: apiFile(n),
  [`${paths.web}/${id}-list-config.tsx`]: listConfigFile(n, entry),
  [`${paths.web}/${id}-form.tsx`]: formFile(n),
  [`${paths.web}/${id}-detail.tsx`]: detailFile(n),
  [`${paths.web}/${id}-page.tsx`]: pageFile(n, entry),
  [`${paths.web}/index.ts`]: webManifestFile(n, entry),
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
appendFileSync(
  join(root, 'packages/contract/src/index.ts'),
  `export * from './modules/${id}.ts';\nexport * from './modules/${id}.endpoints.ts';\n`,
);

const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });
run('node', ['scripts/module-registry.mjs']);

// The table's migration, and its checksum (a landed migration never changes).
const migrations = join(root, 'apps/server/src/db/migrations');
const before = new Set(readdirSync(migrations));
run('npx', ['drizzle-kit', 'generate', `--name=${n.snake}_items`], join(root, 'apps/server'));
const added = readdirSync(migrations).filter((name) => !before.has(name) && name.endsWith('.sql'));
const checksums = JSON.parse(readFileSync(join(migrations, 'checksums.json'), 'utf8'));
for (const name of added)
  checksums.files[name] = createHash('sha256')
    .update(readFileSync(join(migrations, name)))
    .digest('hex');
writeFileSync(join(migrations, 'checksums.json'), `${JSON.stringify(checksums, null, 2)}\n`);

run('npx', [
  'prettier',
  '--log-level',
  'warn',
  '--write',
  ...Object.keys(files),
  'apps/server/src/db/migrations/checksums.json',
]);
// The route → permission table gains the new routes: review the diff, it is an access change.
run('npx', ['vitest', 'run', 'test/route-access.test.ts', '-u'], join(root, 'apps/server'));

console.log(`
${entry.title} (${id}) is registered: reads need ${access.read}, changes ${access.write}.
Written: ${Object.keys(files).length} files, migration ${added.join(', ')}.
Next: npm test; then grow the contract file, the table (npm run db:generate for each change)
and the pages; each new write route needs a recipe (or an exemption with its reason) in
${paths.serverTest}/${id}.audit-recipes.ts. Review apps/server/test/route-access.snapshot.txt:
its new lines are access.`);
