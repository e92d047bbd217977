import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ...platformZones] }],
    },
  },
);
