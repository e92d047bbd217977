import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

// A module imports platform/ and the contract, never another module (DESIGN.md). The zones are
// generated from the module folders, so a new module is covered without editing this file.
const moduleRoots = ['apps/server/src/modules', 'apps/web/src/modules'];
const moduleZones = moduleRoots.flatMap((root) =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({
          target: `./${root}/${entry.name}`,
          from: `./${root}`,
          except: [`./${entry.name}`],
          message:
            'A module may not import another module; move what they share to platform/ or the contract.',
        }))
    : [],
);
// Platform code never imports a module: modules plug into it through their manifests, which
// only the registries (and app wiring) read.
const platformZones = [
  ['apps/server/src/platform', 'apps/server/src/modules'],
  ['apps/web/src/platform', 'apps/web/src/modules'],
].map(([target, from]) => ({
  target: `./${target}`,
  from: `./${from}`,
  message: 'Platform code may not import a module; let the module plug in through its manifest.',
}));

// The platform in layers (README "Layout"): core ← kit ← engines ← modules (the manifest a
// module fills in, and what composes the manifests). A layer imports only the layers below it.
const LAYERS = ['core', 'kit', 'engines', 'modules'];
const layerZones = ['apps/server/src/platform', 'apps/web/src/platform'].flatMap((platform) =>
  LAYERS.flatMap((layer, index) =>
    LAYERS.slice(index + 1).map((higher) => ({
      target: `./${platform}/${layer}`,
      from: `./${platform}/${higher}`,
      message: `platform/${layer} may not import platform/${higher}: a layer imports only the layers below it (core ← kit ← engines ← modules); move what both need down.`,
    })),
  ),
);

// The server's database layer (client, migrations, seed) is below the platform's kit: it knows
// no module, no kit and no engine; what modules add (tables, demo data) comes through manifests.
const databaseZones = ['modules', 'platform/kit', 'platform/engines', 'platform/modules'].map(
  (from) => ({
    target: './apps/server/src/db',
    from: `./apps/server/src/${from}`,
    message:
      'db/ may not import modules or the platform above core; compose what modules add from their manifests.',
  }),
);

// The first segments of the API's paths (`/gate_pass`, `/announcement`…), read from the
// contract's endpoint definitions: a server test's literal that starts with one spells a call
// even without the `/api` prefix a helper adds.
const contractRoot = 'packages/contract/src';
const apiSegments = [
  ...new Set(
    fs
      .readdirSync(contractRoot, { recursive: true })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .flatMap((file) =>
        [...fs.readFileSync(`${contractRoot}/${file}`, 'utf8').matchAll(/path: '\/(\w+)/g)].map(
          (match) => match[1],
        ),
      ),
  ),
].sort();
const spelledCall = `^(GET |POST |PUT |PATCH |DELETE )?(\\/api\\/|\\/(${apiSegments.join('|')})(\\/|\\?|$))`;

const SPELLED_PATH =
  'Call the API through its endpoint object (callApi/urlOf/routeOf in server tests, callEndpoint in the console), not a spelled path.';

/** A literal or a template's text matching `pattern`, refused as a spelled path. */
const spelledPathSelectors = (pattern) =>
  ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
    selector: `${node}=/${pattern}/]`,
    message: SPELLED_PATH,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/scratch/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // The import rules read the files imported: TypeScript files, whose
    // specifiers name them with their extension, so Node's resolution finds them.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...moduleZones, ...platformZones, ...layerZones, ...databaseZones] },
      ],
      // Import cycles are found by scripts/import-cycles.mjs (npm run lint): import-x/no-cycle
      // took three quarters of the lint's time.
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Server tests and the console call the API through the contract's endpoint objects (the
    // typed test client, callEndpoint), never by a spelled address: a renamed or moved route
    // then fails the typecheck instead of a test that still calls the old one. A test whose
    // subject is the raw address (an unknown route, a malformed path, the docs page) says so
    // on the line: `// eslint-disable-next-line no-restricted-syntax -- <why>`. In the
    // console, `/announcement` is a page's address too: there only `/api/…` is refused.
    // (The console's own tests still stub answers by address; a stub nobody calls fails them.)
    files: ['apps/server/test/**/*.ts', 'apps/server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...spelledPathSelectors(spelledCall)] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/testing/**',
      'apps/web/src/test-support/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...spelledPathSelectors('^(GET |POST |PUT |PATCH |DELETE )?\\/api\\/'),
        {
          // antd's responsive tags hide a one-branch choice behind "+ 1 …" (issue 25, item 3).
          selector: "JSXAttribute[name.name='maxTagCount'][value.value='responsive']",
          message:
            "Show the chosen values in words: spread chosenValues('…') (platform/kit/form/chosen-values.ts).",
        },
      ],
    },
  },
);
