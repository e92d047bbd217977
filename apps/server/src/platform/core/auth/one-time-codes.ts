import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Messages, ONE_TIME_CODE_MAX_GUESSES, ONE_TIME_CODE_SECONDS } from '@console/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError, unauthorized } from '../http/http-error.ts';
import { oneTimeCodes } from './auth.table.ts';

export type CodePurpose = 'otp_login' | 'password_reset';

const hashCode = (reference: string, code: string) =>
  createHash('sha256').update(`${reference}:${code}`).digest('hex');

export function newReferenceNumber(): string {
  return randomBytes(12).toString('hex');
}

/** A 6-digit code from the cryptographic generator; only its hash is stored. */
export async function issueCode(
  db: Db,
  input: {
    purpose: CodePurpose;
    userId: number | null;
    mobile: string | null;
    app?: number | null;
    referenceNumber?: string;
  },
): Promise<{ referenceNumber: string; code: string }> {
  const referenceNumber = input.referenceNumber ?? newReferenceNumber();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .insert(oneTimeCodes)
    .values({
      referenceNumber,
      purpose: input.purpose,
      userId: input.userId,
      mobile: input.mobile,
      codeHash: hashCode(referenceNumber, code),
      app: input.app ?? null,
      expiresAt: new Date(Date.now() + ONE_TIME_CODE_SECONDS * 1000),
    })
    // A resend replaces the code and its guess count under the same reference.
    .onConflictDoUpdate({
      target: oneTimeCodes.referenceNumber,
      set: {
        codeHash: hashCode(referenceNumber, code),
        guesses: 0,
        createdAt: sql`now()`,
        expiresAt: new Date(Date.now() + ONE_TIME_CODE_SECONDS * 1000),
      },
    });
  return { referenceNumber, code };
}

export async function findOpenCode(db: Db, referenceNumber: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.referenceNumber, referenceNumber),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  return row;
}

/**
 * Spends one guess on the code and, when it matches, marks it used, all in one statement so
 * two concurrent guesses cannot both succeed or exceed the allowance.
 */
export async function consumeCode(
  db: Db,
  referenceNumber: string,
  purpose: CodePurpose,
  code: string,
): Promise<{ userId: number | null; mobile: string | null }> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ guesses: sql`${oneTimeCodes.guesses} + 1` })
    .where(
      and(
        eq(oneTimeCodes.referenceNumber, referenceNumber),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning();
  if (!row) throw unauthorized(Messages.otpInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(Messages.otpExpired);
  if (row.guesses > ONE_TIME_CODE_MAX_GUESSES) throw new HttpError(429, Messages.otpTooManyGuesses);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(referenceNumber, code), 'hex');
  if (!timingSafeEqual(expected, given)) throw unauthorized(Messages.otpInvalid);
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.referenceNumber, referenceNumber), isNull(oneTimeCodes.usedAt)))
    .returning({ userId: oneTimeCodes.userId });
  if (used.length === 0) throw unauthorized(Messages.otpInvalid);
  return { userId: row.userId, mobile: row.mobile };
}
