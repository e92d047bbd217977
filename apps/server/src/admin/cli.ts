// npm run admin -- <command> …: the first superuser of a fresh deployment, and operators'
// account chores, on the same database and configuration as the server.
import { openDatabase } from '../db/client.ts';
import { parseCommandLine } from './command-line.ts';
import { UsageError } from './errors.ts';
import { USAGE } from './usage.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  if (name === undefined) throw new UsageError('Name a command.');
  const run = parseCommandLine(name, rest);

  // Loaded here, not at the top: a command that only prints its help does not wait for every
  // module's code. The same configuration as the server's, the modules' settings included.
  const { loadProductConfig, migrateProduct } = await import('../product.ts');
  const config = loadProductConfig();
  // A running server's embedded database is borrowed; otherwise one is started for this run.
  const database = await openDatabase(config, {
    onBusy: 'borrow',
    poolSize: 1,
    // Standard output is the command's answer (scripts read a TOTP code from it): the
    // database's own news goes to standard error, and only when something is wrong.
    logger: { info: () => {}, warn: (details, message) => console.error(message, details.err) },
  });
  try {
    await migrateProduct(database.url);
    await run(database.db, (line) => console.log(line), config);
  } finally {
    await database.close().catch(() => {});
  }
  return 0;
}

function report(error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`error: ${message.replace(/\s*\n\s*/g, '; ')}`);
  // The only other reader of the environment than config.ts: a switch of this tool's output.
  if (process.env.ADMIN_DEBUG === '1') console.error(error);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(report(error)),
);
