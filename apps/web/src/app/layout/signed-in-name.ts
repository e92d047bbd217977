import { fullName, type MeResponse } from '@console/contract';

/**
 * The signed-in user's name in the header and on home: the username when no name is set. Its
 * own file: home needs the name, not the user menu's code.
 */
export function signedInName(me: MeResponse | undefined): string {
  return me ? fullName(me) || me.username : '';
}
