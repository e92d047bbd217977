import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed-demo.ts';
import {
  adminQuery,
  databaseUrlFor,
  tempDir,
  uniqueName,
  type TemplateRef,
} from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/** Builds the migrated, seeded template every test file copies. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = uniqueName('console_template');
    await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
    const opened = await openDatabase({
      databaseUrl: databaseUrlFor(serverUrl, database),
      dataDir: '',
    });
    await applyMigrations(opened.url);
    await seedDemo(opened.db, { size: 'test' });
    await opened.close();
    project.provide('template', { kind: 'postgres', serverUrl, database });
    return async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    };
  }
  const root = tempDir('console-template');
  const dir = path.join(root, 'data');
  const opened = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await applyMigrations(opened.url);
  await seedDemo(opened.db, { size: 'test' });
  await opened.close();
  project.provide('template', { kind: 'embedded', dir });
  return () => fs.rmSync(root, { recursive: true, force: true });
}
