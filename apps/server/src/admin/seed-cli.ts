import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client.ts';
import { nonEmptySeedTables } from '../db/seed/reset.ts';
import { isSeedSize, SEED_SIZES, type SeedSize } from '../db/seed/sizes.ts';
import { loadProductConfig, migrateProduct, seedProduct } from '../product.ts';

// npm run seed -w apps/server -- [--size test|demo|large] [--reset]
// Seeds the demo group into the configured database: DATABASE_URL, or the embedded one under
// DATA_DIR (a running server's, borrowed through its socket, or started here).

const usage = `Usage: npm run seed -- [--size ${SEED_SIZES.join('|')}] [--reset]

  --size   test: 13 branches, 600 students; demo (default): 200 branches, 50,000 students;
           large: 200 branches, 500,000 students
  --reset  replace the group: empty the organisation, user and sign-in tables, the items
           with their deliveries, history and queued jobs first (every account is lost)`;

function parse(argv: string[]): { size: SeedSize; reset: boolean } | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'demo' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!isSeedSize(values.size)) {
    throw new Error(`Unknown size "${values.size}": use ${SEED_SIZES.join(', ')}.`);
  }
  return { size: values.size, reset: values.reset };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 1;
  }
  if (!args) {
    console.log(usage);
    return 0;
  }

  let database: Database | undefined;
  try {
    const started = performance.now();
    const config = loadProductConfig();
    database = await openDatabase(config, { onBusy: 'borrow' });
    console.log(
      database.kind === 'postgres'
        ? 'Database: PostgreSQL (DATABASE_URL)'
        : `Database: embedded, ${config.dataDir}`,
    );
    await migrateProduct(database.url);

    const occupied = await nonEmptySeedTables(database.db);
    if (occupied.length > 0) {
      if (!args.reset) {
        const held = await database.db.execute<Record<string, number>>(sql`
          SELECT (SELECT count(*) FROM branches)::int AS branches,
                 (SELECT count(*) FROM students)::int AS students,
                 (SELECT count(*) FROM staff)::int AS staff,
                 (SELECT count(*) FROM users)::int AS users`);
        const counts = Object.entries(held.rows[0] ?? {})
          .map(([table, count]) => `${count.toLocaleString('en-IN')} ${table}`)
          .join(', ');
        console.error(
          `The database already holds data (${counts}).\n` +
            'Run with --reset to empty the organisation, user and sign-in tables and seed ' +
            'again; every account, including ones you created, is lost.',
        );
        return 1;
      }
      console.log(`Replacing the group in ${occupied.length} tables, in one transaction…`);
    }

    console.log(`Seeding the ${args.size} group…`);
    const summary = await seedProduct(database.db, {
      size: args.size,
      log: (l) => console.log(l),
      replace: occupied.length > 0,
      config,
    });
    const n = (x: number) => x.toLocaleString('en-IN');
    console.log(
      `Seeded ${n(summary.states)} states, ${n(summary.districts)} districts, ` +
        `${n(summary.branches)} branches, ${n(summary.sections)} sections, ` +
        `${n(summary.students)} students, ${n(summary.staff)} staff, ${n(summary.users)} users ` +
        `in ${(summary.elapsedMs / 1000).toFixed(1)} s ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s with start-up).`,
    );
    return 0;
  } catch (error) {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

process.exitCode = await main();
