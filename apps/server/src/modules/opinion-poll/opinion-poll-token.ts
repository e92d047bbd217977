import { createHmac, timingSafeEqual } from 'node:crypto';

// A recipient's answer link: the poll id and the recipient key (the phone number the delivery
// addressed), signed with the server's signing secret. Only the server can make one; the push
// to the recipient carries it, and the apps answer with it instead of a session.

const PURPOSE = 'opinion_poll.respond';

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

export interface PollRecipient {
  pollId: number;
  recipientKey: number;
}

export function signRespondentToken(secret: string, recipient: PollRecipient): string {
  const payload = `${recipient.pollId}.${recipient.recipientKey}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The recipient a token names, or null when it is malformed or its signature is not ours. */
export function readRespondentToken(secret: string, token: string): PollRecipient | null {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, poll, key, signature] = match;
  const expected = Buffer.from(signatureOf(secret, `${poll}.${key}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { pollId: Number(poll), recipientKey: Number(key) };
}

export const respondentPath = (token: string) => `/opinion_poll/respond/${token}`;

/** What a poll's push carries: the link the app answers through. */
export function respondentLinkData(
  pollId: number,
  recipientKey: string,
  secret: string,
): Record<string, string> {
  const token = signRespondentToken(secret, { pollId, recipientKey: Number(recipientKey) });
  return { poll_token: token, respond_path: `/api${respondentPath(token)}` };
}
