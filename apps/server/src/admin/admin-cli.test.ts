import { CURRENT_ACADEMIC_YEAR_ID, authEndpoints } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, totpSteps, type TestApp } from '../../test/harness.ts';
import { liveSessions, openSessionRows, userRow } from '../../test/support/admin-rows.ts';
import { callApi } from '../../test/support/endpoint-client.ts';
import type { DbOrTx } from '../db/client.ts';
import { branches, staff } from '../organisation/organisation.table.ts';
import { authEvents, permittedAssets, users } from '../platform/core/access/access.table.ts';
import { sessions } from '../platform/core/auth/auth.table.ts';
import { verifyPassword } from '../platform/core/auth/passwords.ts';
import { parseCommandLine } from './command-line.ts';
import { createUser } from './commands/create-user.ts';
import { disableUser } from './commands/disable-user.ts';
import { enableUser } from './commands/enable-user.ts';
import { endSessions } from './commands/end-sessions.ts';
import { listUsers } from './commands/list-users.ts';
import { showOutbox } from './commands/outbox.ts';
import { resetTotp } from './commands/reset-totp.ts';
import { totpCode } from './commands/totp-code.ts';
import { setPassword } from './commands/set-password.ts';
import { AdminError, UsageError } from './errors.ts';

const PASSWORD = 'Operator2025';

/** An `out` that keeps the lines, and their text. */
function capture() {
  const lines: string[] = [];
  return { out: (line: string) => void lines.push(line), lines, text: () => lines.join('\n') };
}

const secretOf = (uri: string) => new URL(uri).searchParams.get('secret');

describe('admin commands on a seeded database', () => {
  let t: TestApp;
  let db: DbOrTx;
  const config = { totpIssuer: 'Console Test' };
  beforeAll(async () => {
    t = await startTestApp();
    db = t.db;
  });
  afterAll(() => t?.close());

  it('creates an admin-only user with permissions and a branch grant for the current year', async () => {
    const [a, b] = await db
      .select({ id: branches.id })
      .from(branches)
      .orderBy(asc(branches.id))
      .limit(2);
    const { out, text } = capture();
    await createUser(
      db,
      {
        username: 'ops.one',
        password: PASSWORD,
        permissions: ['announcement_read', 'sms', 'sms'],
        branches: [a!.id, b!.id],
        firstName: 'Olga',
      },
      out,
      config,
    );
    const user = await userRow(db, 'ops.one');
    expect(user).toMatchObject({
      userType: 3,
      staffId: null,
      isSuperuser: false,
      status: 1,
      firstName: 'Olga',
      permissions: ['announcement_read', 'sms'],
      totpSecret: null,
    });
    expect(user.lastPasswordReset).toBeInstanceOf(Date);
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const grants = await db
      .select()
      .from(permittedAssets)
      .where(eq(permittedAssets.userId, user.id));
    expect(grants).toEqual([
      expect.objectContaining({
        academicYearId: CURRENT_ACADEMIC_YEAR_ID,
        moduleId: 0,
        branchIds: [a!.id, b!.id],
      }),
    ]);
    const audit = await db.select().from(authEvents).where(eq(authEvents.userId, user.id));
    expect(audit.map((e) => e.event)).toEqual(['admin.create-user']);
    expect(text()).toContain(`Created user "ops.one" (id ${user.id})`);
    expect(text()).not.toContain('otpauth://');

    // The server takes the account as it is: a password sign-in, no reset demanded.
    const login = await callApi(t, authEndpoints.firstLeg, {
      body: { username: 'ops.one', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ is_totp_required: false, must_reset_password: false });
  });

  it('links a staff member by employee number, once', async () => {
    // Every seeded staff member has an account: a new one joins.
    const [branch] = await db.select({ id: branches.id }).from(branches).limit(1);
    const [member] = await db
      .insert(staff)
      .values({
        employeeNumber: 98_765_432,
        globalEmployeeId: 'ZZADMIN001',
        firstName: 'Nina',
        lastName: 'Newhire',
        branchId: branch!.id,
        gender: 2,
      })
      .returning();
    const { out } = capture();
    await createUser(
      db,
      { username: 'linked.one', password: PASSWORD, employeeNumber: '98765432', mustReset: true },
      out,
      config,
    );
    const user = await userRow(db, 'linked.one');
    expect(user).toMatchObject({
      userType: 2,
      staffId: member!.id,
      firstName: 'Nina',
      lastName: member!.lastName,
      lastPasswordReset: null,
    });
    await expect(
      createUser(
        db,
        { username: 'linked.two', password: PASSWORD, employeeNumber: '98765432' },
        out,
        config,
      ),
    ).rejects.toThrow('Staff member 98765432 already has a user ("linked.one").');
    // A seeded employee's account, likewise.
    const [seeded] = await db
      .select({ number: staff.employeeNumber, username: users.username })
      .from(staff)
      .innerJoin(users, eq(users.staffId, staff.id))
      .limit(1);
    await expect(
      createUser(
        db,
        { username: 'linked.two', password: PASSWORD, employeeNumber: String(seeded!.number) },
        out,
        config,
      ),
    ).rejects.toThrow(`already has a user ("${seeded!.username}")`);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await db.$count(users);
    const attempt = (args: Partial<Parameters<typeof createUser>[1]>) =>
      createUser(db, { username: 'refused', password: PASSWORD, ...args }, capture().out, config);
    await expect(attempt({ username: 'OPS.ONE' })).rejects.toThrow(
      'The username "ops.one" is taken',
    );
    await expect(attempt({ permissions: ['sms', 'no_such', 'nor_this'] })).rejects.toThrow(
      'Unknown permissions: no_such, nor_this',
    );
    await expect(attempt({ password: 'short' })).rejects.toThrow(
      'Password refused: The password needs at least 8 characters; The password needs a digit.',
    );
    await expect(attempt({ username: 'x'.repeat(151) })).rejects.toThrow('1 to 150 characters');
    await expect(attempt({ branches: [987_654] })).rejects.toThrow('Unknown branch id: 987654.');
    await expect(attempt({ employeeNumber: '12345' })).rejects.toThrow('not an employee number');
    await expect(attempt({ employeeNumber: '999999999' })).rejects.toThrow(
      'No staff member has the employee number 999999999.',
    );
    await expect(attempt({ permissions: ['nope'] })).rejects.toBeInstanceOf(AdminError);
    expect(await db.$count(users)).toBe(before);
  });

  it('creates a superuser with a TOTP secret that signs in through the server', async () => {
    const { out, lines } = capture();
    await createUser(
      db,
      { username: 'root.two', password: PASSWORD, superuser: true },
      out,
      config,
    );
    const user = await userRow(db, 'root.two');
    const uri = lines.find((line) => line.startsWith('otpauth://totp/'));
    expect(uri).toContain('Console%20Test%3Aroot.two');
    expect(user.isSuperuser).toBe(true);
    expect(secretOf(uri!)).toBe(user.totpSecret);
    expect(lines.some((line) => line.includes('authenticator app'))).toBe(true);

    const login = await callApi(t, authEndpoints.secondLeg, {
      body: {
        username: 'root.two',
        password: PASSWORD,
        totp_code: totpSteps(user.totpSecret!).next(),
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ is_superuser: true });
  });

  it('sets a password: counts as a reset (or not, with --must-reset) and ends sessions', async () => {
    const user = await userRow(db, 'ops.one');
    await openSessionRows(db, user.id, 2);
    const { out, text } = capture();
    await setPassword(db, { username: 'Ops.One', password: 'Changed2025' }, out);
    const after = await userRow(db, 'ops.one');
    expect(await verifyPassword(after.passwordHash, 'Changed2025')).toBe(true);
    expect(await verifyPassword(after.passwordHash, PASSWORD)).toBe(false);
    expect(after.lastPasswordReset).toBeInstanceOf(Date);
    expect(await liveSessions(db, user.id)).toHaveLength(0);
    expect(text()).toContain('Ended 3 live sessions'); // two here, one from the sign-in above

    await setPassword(db, { username: 'ops.one', password: 'Again2025x', mustReset: true }, out);
    expect((await userRow(db, 'ops.one')).lastPasswordReset).toBeNull();
    await expect(
      setPassword(db, { username: 'ops.one', password: 'letters' }, out),
    ).rejects.toThrow('The password needs a digit');
    await expect(setPassword(db, { username: 'ghost', password: PASSWORD }, out)).rejects.toThrow(
      'No user is named "ghost".',
    );
  });

  it('resets the TOTP secret and prints the new URI', async () => {
    const before = await userRow(db, 'root.two');
    const { out, lines } = capture();
    await resetTotp(db, { username: 'root.two' }, out, config);
    const after = await userRow(db, 'root.two');
    expect(after.totpSecret).not.toBe(before.totpSecret);
    expect(after.totpLastStep).toBeNull();
    expect(secretOf(lines.find((line) => line.startsWith('otpauth://totp/'))!)).toBe(
      after.totpSecret,
    );
  });

  it('prints the current TOTP code that the server accepts, and refuses an account without one', async () => {
    const { out, lines } = capture();
    await totpCode(db, { username: 'admin' }, out);
    expect(lines[0]).toMatch(/^\d{6}$/);
    const signIn = await callApi(t, authEndpoints.secondLeg, {
      body: { username: 'admin', password: 'Admin@2025', totp_code: lines[0] },
    });
    expect(signIn.statusCode).toBe(200);
    await expect(totpCode(db, { username: 'principal' }, out)).rejects.toThrow(/no TOTP secret/);
  });

  it('shows the outbox newest first, filtered by number', async () => {
    const sent = await callApi(t, authEndpoints.requestReset, { query: { username: 'principal' } });
    expect(sent.statusCode).toBe(200);
    const { out, lines } = capture();
    await showOutbox(db, { mobile: '9000000001', limit: 5 }, out);
    expect(lines[0]).toMatch(/9000000001 {2}password_reset {2}sent {2}\d{6} is your code/);
    const none = capture();
    await showOutbox(db, { mobile: '9999999990' }, none.out);
    expect(none.lines).toEqual(['The outbox is empty.']);
    expect(() => parseCommandLine('outbox', ['--mobile', '12'])).toThrow(UsageError);
  });

  it('ends live sessions and says how many', async () => {
    const user = await userRow(db, 'linked.one');
    await openSessionRows(db, user.id, 2);
    const { out, text } = capture();
    await endSessions(db, { username: 'linked.one' }, out);
    expect(text()).toBe('Ended 2 live sessions of "linked.one".');
    expect(await liveSessions(db, user.id)).toHaveLength(0);
    const revoked = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(revoked.every((s) => s.revokeReason === 'ended by an administrator')).toBe(true);
    const again = capture();
    await endSessions(db, { username: 'linked.one' }, again.out);
    expect(again.lines).toEqual(['Ended 0 live sessions of "linked.one".']);
  });

  it('disables (ending sessions) and enables a user', async () => {
    const user = await userRow(db, 'linked.one');
    await openSessionRows(db, user.id, 1);
    const { out, lines } = capture();
    await disableUser(db, { username: 'linked.one' }, out);
    expect((await userRow(db, 'linked.one')).status).toBe(0);
    expect(await liveSessions(db, user.id)).toHaveLength(0);
    expect(lines).toEqual(['Disabled "linked.one".', 'Ended 1 live session of theirs.']);
    await enableUser(db, { username: 'linked.one' }, out);
    expect((await userRow(db, 'linked.one')).status).toBe(1);
    await enableUser(db, { username: 'linked.one' }, out);
    expect(lines.at(-1)).toBe('"linked.one" was already enabled.');
  });

  it('lists users as a table', async () => {
    const all = capture();
    await listUsers(db, { limit: 1000 }, all.out);
    expect(all.lines[0]).toMatch(
      /^id\s+username\s+superuser\s+status\s+role\s+branch\s+last sign-in$/,
    );
    const opsLine = all.lines.find((line) => / ops\.one /.test(line));
    expect(opsLine).toMatch(/ops\.one\s+no\s+active\s+-\s+\d+,\d+\s+\d{4}-\d\d-\d\d \d\d:\d\dZ/);
    const supers = capture();
    await listUsers(db, { superusers: true }, supers.out);
    expect(supers.text()).toContain('root.two');
    expect(supers.text()).not.toContain('ops.one');
    const first = capture();
    await listUsers(db, { limit: 1 }, first.out);
    expect(first.lines).toHaveLength(4);
    expect(first.lines[3]).toMatch(/^Showing 1 of \d+; use --limit to see more\.$/);
  });
});

describe('admin command line parsing', () => {
  it('refuses unknown commands, unknown or missing options and bad numbers', () => {
    const usage = (argv: string[]) => () => parseCommandLine(argv[0]!, argv.slice(1));
    expect(usage(['create-user', '--username', 'a', '--password', PASSWORD, '--admin'])).toThrow(
      new UsageError("create-user: Unknown option '--admin'."),
    );
    expect(usage(['create-user', '--password', PASSWORD])).toThrow('create-user needs --username.');
    expect(usage(['set-password', '--username', 'a'])).toThrow('set-password needs --password.');
    expect(usage(['list-users', '--limit', 'ten'])).toThrow(UsageError);
    expect(
      usage(['create-user', '--username', 'a', '--password', PASSWORD, '--branches', '1,x']),
    ).toThrow('--branches takes whole numbers above 0, not "x".');
    expect(usage(['end-sessions', 'alice'])).toThrow(UsageError);
    expect(usage(['drop-everything'])).toThrow('Unknown command "drop-everything".');
    // Checks that need no database come before one is opened.
    expect(
      usage(['create-user', '--username', 'a', '--password', PASSWORD, '--permissions', 'x']),
    ).toThrow(AdminError);
  });
});
