// What the commands have in common.

/** Where a command writes its report, one line at a time. */
export type Out = (line: string) => void;

export interface UsernameArgs {
  username: string;
}

export function sessionCount(n: number): string {
  return `${n} live session${n === 1 ? '' : 's'}`;
}
