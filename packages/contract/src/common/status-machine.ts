import type { CodeIn, CodeSpecs, CodeTable } from './codes.ts';

// A status machine: a code table and the moves allowed between its codes, written once. The
// server refuses a change the machine does not allow, and the console offers only the moves it
// does, so the two never disagree; the reason for a refusal is the module's own words.

export interface StatusMachine<S extends CodeSpecs> {
  readonly statuses: CodeTable<S, unknown>;
  /** Code → the codes it may move to (every code has a list, the final ones empty). */
  readonly transitions: Readonly<Record<CodeIn<S>, readonly CodeIn<S>[]>>;
  /** Whether `from` may move to `to`; false when either is not a code of the table. */
  canMove(from: unknown, to: unknown): boolean;
  /** Where `from` may go, in the order declared; nothing for an unknown status. */
  nextStatuses(from: unknown): readonly CodeIn<S>[];
  /** A status nothing leaves (an unknown one counts as final too). */
  isFinal(status: unknown): boolean;
  /** Null when the move is allowed; otherwise why not, in the module's words. */
  refusal(from: unknown, to: CodeIn<S>): string | null;
}

export interface StatusMachineOptions<S extends CodeSpecs> {
  /**
   * Why a move is refused. `from` is undefined when the stored status is not a code of the
   * table. Without it a refusal names the two labels.
   */
  whyNot?: (from: CodeIn<S> | undefined, to: CodeIn<S>) => string;
}

/**
 * `defineStatusMachine(CONTENT_STATUSES, { Draft: ['Active', 'Scheduled'], Active: ['Hidden'] })`:
 * the moves are named by the table's names; a name left out has no moves (final).
 */
export function defineStatusMachine<S extends CodeSpecs>(
  statuses: CodeTable<S, unknown>,
  moves: { readonly [Name in keyof S]?: readonly (keyof S & string)[] },
  options: StatusMachineOptions<S> = {},
): StatusMachine<S> {
  type Code = CodeIn<S>;
  const codeOf = statuses.code as Record<string, Code>;
  const movesOf = moves as Readonly<Record<string, readonly string[] | undefined>>;
  const transitions = Object.fromEntries(
    statuses.codes.map((code) => {
      const name = statuses.entry(code)?.name ?? '';
      const targets = (movesOf[name] ?? []).map((target) => codeOf[target] as Code);
      return [code, targets];
    }),
  ) as unknown as Record<Code, readonly Code[]>;
  const nextStatuses = (from: unknown): readonly Code[] =>
    statuses.has(from) ? transitions[from] : [];
  const canMove = (from: unknown, to: unknown) => nextStatuses(from).some((code) => code === to);
  const whyNot =
    options.whyNot ??
    ((from: Code | undefined, to: Code) =>
      `${statuses.label(from)} cannot move to ${statuses.label(to)}.`);
  return {
    statuses,
    transitions,
    canMove,
    nextStatuses,
    isFinal: (status) => nextStatuses(status).length === 0,
    refusal: (from, to) =>
      canMove(from, to) ? null : whyNot(statuses.has(from) ? from : undefined, to),
  };
}
