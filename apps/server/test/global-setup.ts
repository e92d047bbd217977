import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedDatabase } from '../src/db/embedded/start-embedded.ts';
import { stopAbandonedTestClusters, TEST_CLUSTER_PREFIX } from './support/test-clusters.ts';
import {
  adminQuery,
  databaseUrlFor,
  tempDir,
  uniqueName,
  type TemplateRef,
} from './template-database.ts';
import { migrateProduct, seedProduct } from '../src/product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/**
 * Builds the migrated, seeded template database every test file copies, on the PostgreSQL
 * server DATABASE_URL names, or else on an embedded cluster started for this run.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL;
  let stopCluster = async () => {};
  if (!serverUrl) {
    await stopAbandonedTestClusters();
    const root = tempDir(TEST_CLUSTER_PREFIX);
    const cluster = await startEmbeddedDatabase(path.join(root, 'data'), { onBusy: 'refuse' });
    serverUrl = cluster.maintenanceUrl;
    stopCluster = async () => {
      await cluster.stop();
      fs.rmSync(root, { recursive: true, force: true });
    };
  }
  const database = uniqueName('console_template');
  await adminQuery(serverUrl, `CREATE DATABASE ${database}`);
  const opened = await openDatabase({
    databaseUrl: databaseUrlFor(serverUrl, database),
    dataDir: '',
  });
  await migrateProduct(opened.url);
  await seedProduct(opened.db, { size: 'test' });
  await opened.close();
  project.provide('template', { serverUrl, database });
  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await stopCluster();
  };
}
