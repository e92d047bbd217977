import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../client.ts';
import type { SeedSize } from './sizes.ts';

// What the demo seed runs after the organisation and its people: the modules' own demo data,
// each a step a module's manifest brings (the seed knows no module; the product composes the
// steps from the manifests).

/** One module's demo data, written in the seed's transaction. */
export interface DemoSeedStep {
  /** The seed's log label, e.g. 'gate passes'. */
  label: string;
  run(tx: DbOrTx, size: SeedSize, context: DemoSeedContext): Promise<number | string>;
  /**
   * Tables that name the group's items by id without a foreign key (a messaging item's
   * deliveries): a reseed empties them with the organisation, or ids that start at 1 again
   * would attach the old rows to the new group's items.
   */
  clears?: readonly PgTable[];
}

/** What a seed step may need beyond the transaction: the settings the server will run with. */
export interface DemoSeedContext {
  config: Config;
  /** The server's signing secret: what a step stores sealed (secretBox) opens with it. */
  signingSecret: string;
}
