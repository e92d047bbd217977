import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secretBox, type SecretBox } from '../../platform/core/secrets/secret-box.ts';

// A recorder's password, sealed for the address it was entered for (issue 23, item 1): the
// scheme, host and ports are the seal's authenticated data, so however a row's address changes
// without the password being entered again (a route, a sheet, a hand-made SQL edit), the seal
// no longer opens and nothing is sent to the new address.

/** What a recorder's password is sealed for (platform/core/secrets/secret-box.ts). */
export const DVR_PASSWORD_PURPOSE = 'cctv.dvr-password';

/** The recorders' passwords' box, under the server's signing secret. */
export const dvrPasswords = (signingSecret: string): SecretBox =>
  secretBox(signingSecret, DVR_PASSWORD_PURPOSE);

/** Where a password is sent: what its seal is bound to. */
export type DvrPlace = {
  ip_address: string;
  http_port: number;
  rtsp_port: number;
  is_https: boolean;
};

/** 'https://nvr.branch.example:443 rtsp:554': host names in any case are one. */
export function dvrPasswordBinding(place: DvrPlace): string {
  const scheme = place.is_https ? 'https' : 'http';
  return `${scheme}://${place.ip_address.trim().toLowerCase()}:${place.http_port} rtsp:${place.rtsp_port}`;
}

export const sealDvrPassword = (box: SecretBox, password: string, place: DvrPlace): string =>
  box.seal(password, dvrPasswordBinding(place));

/** The password, when sealed for this very address; throws otherwise. */
export const openDvrPassword = (box: SecretBox, sealed: string, place: DvrPlace): string =>
  box.open(sealed, dvrPasswordBinding(place));

/**
 * Seals made before passwords were bound (v1: the purpose only) are bound to the address their
 * row holds now: run at start, so from then on only bound seals open. Each row is changed only
 * if its seal is still the one read (another process may be doing the same). Answers how many
 * were bound; a seal that does not open (another secret) is left for staff to enter again.
 */
export async function resealUnboundPasswords(db: Db, box: SecretBox): Promise<number> {
  const found = await db.execute<DvrPlace & { id: number; sealed: string }>(sql`
    SELECT id, ip_address, http_port, rtsp_port, is_https, auth_password_sealed AS sealed
    FROM cctv_dvrs WHERE auth_password_sealed NOT LIKE 'v2.%'`);
  let bound = 0;
  for (const row of found.rows) {
    let password: string;
    try {
      password = box.open(row.sealed);
    } catch {
      continue;
    }
    const updated = await db.execute(sql`
      UPDATE cctv_dvrs SET auth_password_sealed = ${sealDvrPassword(box, password, row)}
      WHERE id = ${row.id} AND auth_password_sealed = ${row.sealed}`);
    bound += updated.rowCount ?? 0;
  }
  return bound;
}
