import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterFiles, runningPostmaster, stopPostmaster } from '../../src/db/embedded/cluster.ts';
import { readHolder } from '../../src/db/embedded/holder.ts';

/** Temporary folders of the test runs' embedded clusters: `<tmp>/console-test-cluster-…`. */
export const TEST_CLUSTER_PREFIX = 'console-test-cluster';

/**
 * A test run killed before its teardown leaves its cluster running in a temporary folder (the
 * cluster has a session of its own, so it outlives the runner). The next run stops those whose
 * run is gone and removes their folders; a live run's cluster is left alone.
 */
export async function stopAbandonedTestClusters(): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(`${TEST_CLUSTER_PREFIX}-`)) continue;
    const dataDir = path.join(tmp, name, 'data');
    // A run that has made its folder but not yet claimed it is young: leave it be.
    const young = Date.now() - fs.statSync(path.join(tmp, name)).mtimeMs < 60_000;
    if (young || readHolder(dataDir)) continue;
    const postmaster = runningPostmaster(clusterFiles(dataDir));
    if (postmaster) await stopPostmaster(postmaster);
    fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}
