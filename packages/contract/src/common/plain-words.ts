import type { z } from 'zod';

// zod's own messages in the words of the people who read them (issue 25): a field the contract
// gives no message of its own said "Invalid input: expected number, received undefined" or
// "Too small: expected string to have >=1 characters" to a principal. Handed to every parse of a
// request (the server's routes) and of a form's body (the console's ContractForm), it words what
// the contract leaves to zod; a message the contract writes always wins. Unknown keys keep
// zod's words: only a program sends them, and it needs the key's name.

const EMPTY = [undefined, null, ''];

const TYPE_WORDS: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  string: 'Enter text.',
  boolean: 'Choose yes or no.',
  array: 'Choose from the list.',
  date: 'Choose a date.',
};

const FORMAT_WORDS: Record<string, string> = {
  datetime: 'Choose a date and time.',
  date: 'Choose a date.',
  time: 'Choose a time.',
  email: 'Enter an email address.',
  url: 'Enter a web address.',
};

const amount = (value: number | bigint) => Number(value).toLocaleString('en-IN');

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const least = amount(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1
        ? 'This is required.'
        : `Enter at least ${least} characters.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${least}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `Enter ${least} or more.` : `Enter more than ${least}.`;
    default:
      return 'This value is too small.';
  }
}

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const most = amount(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Enter at most ${most} characters.`;
    case 'array':
    case 'set':
      return `Choose at most ${most}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive ? `Enter ${most} or less.` : `Enter less than ${most}.`;
    default:
      return 'This value is too large.';
  }
}

/** The error map: pass as `schema.safeParse(value, { error: plainWords })`. */
export const plainWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (EMPTY.includes(issue.input as never)) return 'This is required.';
      return TYPE_WORDS[issue.expected] ?? 'This value is not accepted.';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'This is not written the way it should be.';
    case 'not_multiple_of':
      return `Enter a multiple of ${amount(issue.divisor)}.`;
    case 'invalid_value':
    case 'invalid_union':
      return EMPTY.includes(issue.input as never)
        ? 'This is required.'
        : 'Choose one of the values offered.';
    case 'unrecognized_keys':
      return undefined;
    default:
      return 'This value is not accepted.';
  }
};
