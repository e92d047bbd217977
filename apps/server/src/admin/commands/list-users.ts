import { UserStatus } from '@console/contract';
import type { DbOrTx } from '../../db/client.ts';
import { listUsers as queryUsers, type UserListing } from '../users.admin-repo.ts';
import type { Out } from './shared.ts';

export interface ListUsersArgs {
  superusers?: boolean;
  limit?: number;
}

export const DEFAULT_LIST_LIMIT = 50;

const HEADERS = ['id', 'username', 'superuser', 'status', 'role', 'branch', 'last sign-in'];

export async function listUsers(db: DbOrTx, args: ListUsersArgs, out: Out): Promise<void> {
  const limit = args.limit ?? DEFAULT_LIST_LIMIT;
  const { rows, total } = await queryUsers(db, { superusersOnly: args.superusers ?? false, limit });
  if (rows.length === 0) {
    out(args.superusers ? 'No superusers.' : 'No users.');
    return;
  }
  for (const line of formatTable([HEADERS, ...rows.map(cells)])) out(line);
  if (total > rows.length) out(`Showing ${rows.length} of ${total}; use --limit to see more.`);
}

function cells(row: UserListing): string[] {
  const granted = row.grantedBranchIds?.length ? row.grantedBranchIds.join(',') : null;
  return [
    String(row.id),
    row.username,
    row.isSuperuser ? 'yes' : 'no',
    row.status === UserStatus.Active ? 'active' : 'disabled',
    row.role ?? '-',
    row.staffBranch ?? granted ?? '-',
    row.lastSignIn ? row.lastSignIn.toISOString().slice(0, 16).replace('T', ' ') + 'Z' : 'never',
  ];
}

function formatTable(table: string[][]): string[] {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((r) => r[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(table[0]!), line(widths.map((w) => '-'.repeat(w))), ...table.slice(1).map(line)];
}
