import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// A recipient's answer link: the poll id and the recipient's link id (a random id of their
// poll_recipients row, which says nothing about them), signed with the server's signing
// secret. Only the server can make one; the push to the recipient carries it, and the apps
// answer with it instead of a session. It works while the poll runs (opinion-poll-respond.ts).

const PURPOSE = 'opinion_poll.respond.link';

const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

export interface PollLink {
  pollId: number;
  /** poll_recipients.link_id. */
  linkId: string;
}

export function signRespondentToken(secret: string, link: PollLink): string {
  if (!LINK_ID.test(link.linkId)) throw new Error('A poll link id is a lowercase UUID.');
  const payload = `${link.pollId}.${link.linkId}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The link a token names, or null when it is malformed or its signature is not ours. */
export function readRespondentToken(secret: string, token: string): PollLink | null {
  const match = /^(\d{1,10})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !LINK_ID.test(match[2]!)) return null;
  const [, poll, linkId, signature] = match;
  const expected = Buffer.from(signatureOf(secret, `${poll}.${linkId}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { pollId: Number(poll), linkId: linkId! };
}

export const respondentPath = (token: string) => `/opinion_poll/respond/${token}`;

/** What a recipient's push carries: the link the app answers through. */
export function respondentLinkData(secret: string, link: PollLink): Record<string, string> {
  const token = signRespondentToken(secret, link);
  return { poll_token: token, respond_path: `/api${respondentPath(token)}` };
}

/**
 * The answer links of a batch of a poll's recipients, by recipient key: read in the delivery's
 * transaction, from the rows written when its recipients were resolved.
 */
export async function respondentLinksData(
  tx: DbOrTx,
  pollId: number,
  recipientKeys: readonly string[],
  secret: string,
): Promise<ReadonlyMap<string, Record<string, string>>> {
  const found = await tx.execute<{ recipient_key: string; link_id: string }>(sql`
    SELECT recipient_key::text, link_id::text FROM poll_recipients
    WHERE poll_id = ${pollId}
      AND recipient_key = ANY(${sql.param(recipientKeys.filter((key) => /^\d{1,15}$/.test(key)))}::bigint[])`);
  return new Map(
    found.rows.map((row) => [
      row.recipient_key,
      respondentLinkData(secret, { pollId, linkId: row.link_id }),
    ]),
  );
}
