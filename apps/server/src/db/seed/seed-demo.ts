import { loadConfig, type Config } from '../../config.ts';
import { branches } from '../../organisation/organisation.table.ts';
import { loadSigningSecret } from '../../platform/core/auth/signing-secret.ts';
import type { Db } from '../client.ts';
import { DEMO_STAFF_COUNT } from './demo-staff.ts';
import { generateStaff } from './generate-staff.ts';
import { generateStudents } from './generate-students.ts';
import { Identities } from './identities.ts';
import { planOrganisation } from './plan-organisation.ts';
import { Random } from './random.ts';
import { rootMessage } from './bulk-insert.ts';
import type { DemoSeedStep } from './demo-seed-step.ts';
import { nonEmptySeedTables, resetOrganisation } from './reset.ts';
import { hashDemoPasswords, placeDemoAccounts, seedAccounts } from './seed-accounts.ts';
import { seedOrganisation } from './seed-organisation.ts';
import { seedStaff, seedStudents } from './seed-people.ts';
import { seedReference } from './seed-reference.ts';
import { SIZE_PROFILES, type SeedSize } from './sizes.ts';

export type { SeedSize } from './sizes.ts';

export interface SeedSummary {
  size: SeedSize;
  states: number;
  districts: number;
  branches: number;
  sections: number;
  students: number;
  staff: number;
  users: number;
  elapsedMs: number;
}

/** Every size draws from the same seed: the same command gives the same group everywhere. */
const SEED = 20_250_601;

/** True when no branch exists yet: the demo group has not been seeded. */
export async function isOrganisationEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: branches.id }).from(branches).limit(1);
  return rows.length === 0;
}

/**
 * Seeds the demo education group into empty organisation and user tables, all in one
 * transaction: reference lists, states, districts, branch groups, branches, sections,
 * permission roles, the demo accounts (with their staff rows and grants), the server settings
 * naming the admin, staff with their accounts, students, and the modules' demo items.
 *
 * All or nothing: a seed that fails, is aborted (`signal`: the server was asked to stop while
 * seeding) or whose process is killed commits nothing, so the next start finds the tables
 * empty and seeds again. Rows are written in batches of 10,000, each one statement.
 */
export async function seedDemo(
  db: Db,
  options: {
    size: SeedSize;
    log?: (line: string) => void;
    signal?: AbortSignal;
    /** Empty the seeded tables first, in the same transaction: a failed reseed keeps the old group. */
    replace?: boolean;
    /** The modules' demo data, in order (the product composes them from the manifests). */
    steps?: readonly DemoSeedStep[];
    /**
     * The settings the server runs with (AUTH_SECRET, the recorder simulator's port): the
     * modules' steps write what the server will read. The defaults when not given.
     */
    config?: Config;
  },
): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const checkpoint = () => options.signal?.throwIfAborted();
  const profile = SIZE_PROFILES[options.size];
  const steps = options.steps ?? [];

  const occupied = options.replace ? [] : await nonEmptySeedTables(db);
  if (occupied.length > 0) {
    throw new Error(
      `The demo seed needs empty organisation and user tables, but ${occupied.join(', ')} ` +
        'already hold rows. `npm run seed -- --reset` empties them first.',
    );
  }

  const random = new Random(SEED);
  const plan = planOrganisation(random.fork(1), profile, DEMO_STAFF_COUNT);
  const placement = placeDemoAccounts(plan);
  const identities = new Identities(random.fork(2));
  const hashes = await hashDemoPasswords();
  const config = options.config ?? loadConfig({});
  // Loaded (or made and kept) before the transaction, as the server will load it: what a step
  // seals opens in the server.
  const seedContext = { config, signingSecret: await loadSigningSecret(db, config.authSecret) };
  checkpoint();

  return db
    .transaction(async (tx) => {
      if (options.replace)
        await resetOrganisation(
          tx,
          steps.flatMap((step) => step.clears ?? []),
        );
      const reference = await seedReference(tx);
      const organisation = await seedOrganisation(tx, plan, reference);
      const accounts = await seedAccounts(tx, {
        plan,
        organisation,
        reference,
        identities,
        hashes,
        placement,
      });
      log(
        `  organisation: ${plan.states.length} states, ${plan.branches.length} branches, ` +
          `${organisation.sectionCount} sections, demo accounts (${since()})`,
      );
      checkpoint();
      const staff = await seedStaff(
        tx,
        generateStaff(
          random.fork(3),
          identities,
          plan,
          organisation.branchIds,
          reference,
          placement.principalBranch,
        ),
        checkpoint,
      );
      log(`  staff and their accounts: ${staff.toLocaleString('en-IN')} (${since()})`);
      const students = await seedStudents(
        tx,
        generateStudents(random.fork(4), identities, plan, organisation, reference),
        (written) => {
          checkpoint();
          if (written % 100_000 === 0)
            log(`  students: ${written.toLocaleString('en-IN')}… (${since()})`);
        },
      );
      log(`  students: ${students.toLocaleString('en-IN')} (${since()})`);
      checkpoint();
      for (const step of steps) {
        log(`  ${step.label}: ${await step.run(tx, options.size, seedContext)} (${since()})`);
        checkpoint();
      }
      return {
        size: options.size,
        states: plan.states.length,
        districts: organisation.districtIds.reduce((n, d) => n + d.length, 0),
        branches: plan.branches.length,
        sections: organisation.sectionCount,
        students,
        staff: staff + accounts.staff,
        users: staff + accounts.users,
        elapsedMs: Math.round(performance.now() - started),
      };
    })
    .catch((error: unknown) => {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new Error(`The demo seed failed, and nothing of it was kept: ${rootMessage(error)}`, {
        cause: error,
      });
    });
}
