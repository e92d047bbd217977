import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { checkCreateUserArgs, createUser } from './commands/create-user.ts';
import { disableUser } from './commands/disable-user.ts';
import { enableUser } from './commands/enable-user.ts';
import { endSessions } from './commands/end-sessions.ts';
import { listUsers } from './commands/list-users.ts';
import { showOutbox } from './commands/outbox.ts';
import { resetTotp } from './commands/reset-totp.ts';
import { totpCode } from './commands/totp-code.ts';
import { checkSetPasswordArgs, setPassword } from './commands/set-password.ts';
import type { Out } from './commands/shared.ts';
import { UsageError } from './errors.ts';
import { checkUsername } from './validate.ts';

/** A command ready to run: its arguments are parsed and checked. */
export type Run = (db: DbOrTx, out: Out, config: Config) => Promise<void>;

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;
type Options = NonNullable<ParseArgsConfig['options']>;

interface CommandSpec {
  options: Options;
  required: string[];
  /** Builds the run; checks that need no database throw here, before one is opened. */
  prepare(values: Values): Run;
}

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const str = (values: Values, name: string) => values[name] as string;
const optionalStr = (values: Values, name: string) => values[name] as string | undefined;
const bool = (values: Values, name: string) => values[name] === true;

const usernameOnly = (
  run: (db: DbOrTx, args: { username: string }, out: Out, config: Config) => Promise<void>,
): CommandSpec => ({
  options: { username: text },
  required: ['username'],
  prepare(values) {
    const args = { username: checkUsername(str(values, 'username')) };
    return (db, out, config) => run(db, args, out, config);
  },
});

export const COMMANDS: Record<string, CommandSpec> = {
  'create-user': {
    options: {
      username: text,
      password: text,
      superuser: flag,
      permissions: text,
      branches: text,
      'employee-number': text,
      'must-reset': flag,
      'first-name': text,
      'last-name': text,
    },
    required: ['username', 'password'],
    prepare(values) {
      const args = {
        username: str(values, 'username'),
        password: str(values, 'password'),
        superuser: bool(values, 'superuser'),
        permissions: list(optionalStr(values, 'permissions')),
        branches: ids('branches', optionalStr(values, 'branches')),
        employeeNumber: optionalStr(values, 'employee-number'),
        mustReset: bool(values, 'must-reset'),
        firstName: optionalStr(values, 'first-name'),
        lastName: optionalStr(values, 'last-name'),
      };
      checkCreateUserArgs(args);
      return (db, out, config) => createUser(db, args, out, config);
    },
  },
  'set-password': {
    options: { username: text, password: text, 'must-reset': flag },
    required: ['username', 'password'],
    prepare(values) {
      const args = {
        username: str(values, 'username'),
        password: str(values, 'password'),
        mustReset: bool(values, 'must-reset'),
      };
      checkSetPasswordArgs(args);
      return (db, out) => setPassword(db, args, out);
    },
  },
  'reset-totp': usernameOnly(resetTotp),
  'totp-code': usernameOnly(totpCode),
  outbox: {
    options: { mobile: text, limit: text },
    required: [],
    prepare(values) {
      const mobile = optionalStr(values, 'mobile');
      const limit = optionalStr(values, 'limit');
      if (mobile !== undefined && !/^\d{10}$/.test(mobile)) {
        throw new UsageError('--mobile takes a 10-digit mobile number.');
      }
      const args = {
        ...(mobile === undefined ? {} : { mobile }),
        ...(limit === undefined ? {} : { limit: positiveInt('--limit', limit) }),
      };
      return (db, out) => showOutbox(db, args, out);
    },
  },
  'end-sessions': usernameOnly(endSessions),
  'disable-user': usernameOnly(disableUser),
  'enable-user': usernameOnly(enableUser),
  'list-users': {
    options: { superusers: flag, limit: text },
    required: [],
    prepare(values) {
      const limit = optionalStr(values, 'limit');
      const args = {
        superusers: bool(values, 'superusers'),
        ...(limit === undefined ? {} : { limit: positiveInt('--limit', limit) }),
      };
      return (db, out) => listUsers(db, args, out);
    },
  },
};

/** The command and its checked arguments; UsageError for anything the command line got wrong. */
export function parseCommandLine(name: string, argv: string[]): Run {
  const spec = COMMANDS[name];
  if (!spec) throw new UsageError(`Unknown command "${name}".`);
  let values: Values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: spec.options,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${name}: ${parseArgsMessage(error)}`);
  }
  const missing = spec.required.filter((option) => values[option] === undefined);
  if (missing.length > 0) {
    throw new UsageError(`${name} needs ${missing.map((option) => `--${option}`).join(' and ')}.`);
  }
  return spec.prepare(values);
}

function parseArgsMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  // Node's text goes on about positional arguments, which no command takes.
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${error.message.split('. ')[0]}.`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `${error.message.split('. ')[0]}; every value follows its option.`;
  }
  return error.message;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function ids(option: string, value: string | undefined): number[] {
  return list(value).map((item) => positiveInt(`--${option}`, item));
}

function positiveInt(option: string, value: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${option} takes whole numbers above 0, not "${value}".`);
  }
  return Number(value);
}
