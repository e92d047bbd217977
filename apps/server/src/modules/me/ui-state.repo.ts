import type { UiState } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userUiStates } from './ui-state.table.ts';

/** A user who has kept nothing yet: no tour ended. */
const NOTHING_KEPT: UiState = { tours_done: [] };

export async function readUiState(db: DbOrTx, userId: number): Promise<UiState> {
  const [row] = await db
    .select({ state: userUiStates.state })
    .from(userUiStates)
    .where(eq(userUiStates.userId, userId));
  return { ...NOTHING_KEPT, ...row?.state };
}

/** Replaces the user's state (each tour name once, in the order given). */
export async function saveUiState(db: DbOrTx, userId: number, state: UiState): Promise<UiState> {
  const kept: UiState = { tours_done: [...new Set(state.tours_done)] };
  await db
    .insert(userUiStates)
    .values({ userId, state: kept })
    .onConflictDoUpdate({
      target: userUiStates.userId,
      set: { state: kept, updatedAt: sql`now()` },
    });
  return kept;
}
