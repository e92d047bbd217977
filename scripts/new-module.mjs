// `npm run new-module -- <id> [--write <permission>]`: writes the skeleton of a module of the
// contract's MODULES (000 §2, 002 §2) in the shape of the built ones (meeting, gate-pass):
// - contract: <id>.ts (schemas, messages) and <id>.endpoints.ts (the calls, defineEndpoint);
// - server: table, repo, service, routes (routeEndpoint), demo seed, manifest, DECISIONS.md, the
//   table's migration with its checksum, a routes test through the typed test client and the
//   audit walk's recipes;
// - console: api hooks (callEndpoint), list configuration, list, form and item pages on the
//   module's addresses, a test of the pages, the manifest;
// - e2e/journeys/<id>.test.ts: sign in, open the list, create an item through the form;
// then regenerates the lists built from the folders (npm run modules:registry), names the
// module's DECISIONS.md in docs/decisions.md and adds its routes to the route → access snapshot. What it writes passes typecheck, lint and its
// tests as written (npm run check:new-module proves it). Run with tsx: it reads TypeScript.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { MODULES } from '../packages/contract/src/modules.ts';
import { isPermission } from '../packages/contract/src/permissions.ts';
import { writeModuleRegistries } from './module-registry.mjs';
import { contractEndpointsFile, contractFile } from './new-module/contract-template.mjs';
import { decisionsIndexWith } from './new-module/decisions-index.mjs';
import { journeyFile } from './new-module/journey-template.mjs';
import { moduleNames } from './new-module/names.mjs';
import { modulePages } from './new-module/pages.mjs';
import { snapshotWith } from './new-module/route-snapshot.mjs';
import {
  auditRecipesFile,
  decisionsFile,
  demoSeedFile,
  manifestFile,
  repoFile,
  routesFile,
  routesTestFile,
  serviceFile,
  tableFile,
} from './new-module/server-templates.mjs';
import {
  apiFile,
  detailPageFile,
  formPageFile,
  listConfigFile,
  listPageFile,
  pagesTestFile,
  webManifestFile,
} from './new-module/web-templates.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
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
if (values.write !== undefined && !isPermission(values.write))
  fail(`--write ${values.write} is not a permission of packages/contract/src/permissions.ts.`);
const access = { read, write: values.write ?? read };

const n = moduleNames(id);
const paths = {
  contract: `packages/contract/src/modules/${id}.ts`,
  endpoints: `packages/contract/src/modules/${id}.endpoints.ts`,
  server: `apps/server/src/modules/${id}`,
  serverTest: `apps/server/test/${id}`,
  web: `apps/web/src/modules/${id}`,
  journey: `e2e/journeys/${id}.test.ts`,
};
for (const path of Object.values(paths))
  if (existsSync(join(root, path))) fail(`${path} exists already: nothing was written.`);
// Two routes of one method and path stop the app at start (every test that starts it fails).
const snapshot = join(root, 'apps/server/test/route-access.snapshot.txt');
const taken = readFileSync(snapshot, 'utf8').match(
  new RegExp(`^\\S+ +/api/${n.snake}[/ ]\\S*`, 'm'),
);
if (taken)
  fail(
    `The API path /${n.snake} has routes already (${taken[0].trim().replace(/\s+/g, ' ')}): nothing was written.`,
  );
const { pages, refusal } = modulePages(entry);
if (refusal) fail(`"${id}" cannot have the skeleton's pages: ${refusal}. Nothing was written.`);

const files = {
  [paths.contract]: contractFile(n, entry),
  [paths.endpoints]: contractEndpointsFile(n, entry),
  [`${paths.server}/${id}.table.ts`]: tableFile(n, entry),
  [`${paths.server}/${id}.repo.ts`]: repoFile(n),
  [`${paths.server}/${id}.service.ts`]: serviceFile(n),
  [`${paths.server}/${id}.routes.ts`]: routesFile(n, entry, access),
  [`${paths.server}/${id}.demo-seed.ts`]: demoSeedFile(n, entry),
  [`${paths.server}/index.ts`]: manifestFile(n, entry, access),
  [`${paths.server}/DECISIONS.md`]: decisionsFile(n, entry, access),
  [`${paths.serverTest}/${id}.routes.test.ts`]: routesTestFile(n),
  [`${paths.serverTest}/${id}.audit-recipes.ts`]: auditRecipesFile(n, entry),
  [`${paths.web}/${id}-api.ts`]: apiFile(n),
  [`${paths.web}/${id}-list-config.tsx`]: listConfigFile(n, entry, pages),
  [`${paths.web}/${id}-list-page.tsx`]: listPageFile(n, entry, pages),
  [`${paths.web}/${id}-form-page.tsx`]: formPageFile(n, entry, pages),
  [`${paths.web}/${id}-detail-page.tsx`]: detailPageFile(n, entry, pages),
  [`${paths.web}/${id}-pages.test.tsx`]: pagesTestFile(n, entry, pages, access.read),
  [`${paths.web}/index.ts`]: webManifestFile(n, entry, pages),
  [paths.journey]: journeyFile(n, entry, pages),
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
// The server registry and the contract's module index pick the new files up, and the index of
// decisions names the module's DECISIONS.md.
writeModuleRegistries();
const decisionsIndex = join(root, 'docs/decisions.md');
writeFileSync(
  decisionsIndex,
  decisionsIndexWith(
    readFileSync(decisionsIndex, 'utf8'),
    `${paths.server}/DECISIONS.md`,
    `${entry.title}, as the skeleton started it.`,
  ),
);

const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });

// The table's migration, and its checksum (a landed migration never changes).
const migrations = join(root, 'apps/server/src/db/migrations');
const before = new Set(readdirSync(migrations));
run(bin('drizzle-kit'), ['generate', `--name=${n.snake}_items`], join(root, 'apps/server'));
const added = readdirSync(migrations).filter((name) => !before.has(name) && name.endsWith('.sql'));
const checksumsFile = join(migrations, 'checksums.json');
const checksums = JSON.parse(readFileSync(checksumsFile, 'utf8'));
for (const name of added)
  checksums.files[name] = createHash('sha256')
    .update(readFileSync(join(migrations, name)))
    .digest('hex');
writeFileSync(checksumsFile, `${JSON.stringify(checksums, null, 2)}\n`);

// The route → access table gains the new routes: review the diff, it is an access change. The
// route-access test checks these lines against the routes the app registers.
const { [`${n.camel}Endpoints`]: endpoints } = await import(
  pathToFileURL(join(root, paths.endpoints)).href
);
const ACCESS_BY_CALL = {
  list: access.read,
  detail: access.read,
  create: access.write,
  update: access.write,
};
const routes = Object.entries(ACCESS_BY_CALL).map(([call, rule]) => ({
  method: endpoints[call].method,
  url: `/api${endpoints[call].path}`,
  access: rule,
}));
writeFileSync(snapshot, snapshotWith(readFileSync(snapshot, 'utf8'), routes));

run(bin('prettier'), [
  '--log-level',
  'warn',
  '--write',
  ...Object.keys(files),
  'docs/decisions.md',
]);

console.log(`
${entry.title} (${id}) is registered: reads need ${access.read}, changes ${access.write}.
Written: ${Object.keys(files).length} files, migration ${added.join(', ')}; pages ${pages.list},
${pages.form} and ${pages.detail}.
Next: npm test; then grow the contract file, the table (npm run db:generate for each change)
and the pages, and write what you decide in ${paths.server}/DECISIONS.md. Each new write route
needs a recipe (or an exemption with its reason) in ${paths.serverTest}/${id}.audit-recipes.ts.
Review apps/server/test/route-access.snapshot.txt: its new lines are access.`);
