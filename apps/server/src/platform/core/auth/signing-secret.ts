import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { signingKeys } from './auth.table.ts';

/**
 * The secret that signs tokens: AUTH_SECRET when configured, else one generated on first
 * start and kept in the database, so every server process on that database agrees.
 */
export async function loadSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(signingKeys)
    .values({ id: 'tokens', secret: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.id, 'tokens'));
  if (!row) throw new Error('The token signing secret could not be stored.');
  return row.secret;
}
