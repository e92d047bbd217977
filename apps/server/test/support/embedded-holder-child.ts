// A process that starts the embedded database for a data directory and then waits, as a
// server would; tests kill it to leave the cluster behind without a holder.
//   node --import tsx embedded-holder-child.ts <data-dir>
import { startEmbeddedDatabase } from '../../src/db/embedded/start-embedded.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-holder-child.ts <data-dir>');
const database = await startEmbeddedDatabase(dataDir, { onBusy: 'refuse' });
process.stdout.write(`ready ${database.port}\n`);
setInterval(() => {}, 60_000);
