// A second server process's job runner, for the crash tests: it delivers with a slow channel and
// reports each batch, once sent and not yet committed, to the parent (which kills it mid-delivery
// with SIGKILL).
//   fork('delivery-child.ts', [databaseUrl, batchSize, leaseMs], { execArgv: ['--import', 'tsx'] })
import { openDatabase } from '../../src/db/client.ts';
import { recordingChannels, testRunner } from './delivery-kit.ts';

export type ChildReport = { batch: number } | { idle: true };

const [databaseUrl, batchSize, leaseMs] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: databaseUrl!, dataDir: '' });
const channels = recordingChannels(database.db, {
  afterSend: async (batch) => {
    process.send?.({ batch } satisfies ChildReport);
    await new Promise((resolve) => setTimeout(resolve, 25));
  },
});
const runner = testRunner(database.db, channels, {
  batchSize: Number(batchSize),
  leaseMs: Number(leaseMs),
  workerId: 'child',
});
await runner.runUntilIdle();
process.send?.({ idle: true } satisfies ChildReport);
await database.close();
process.disconnect?.();
