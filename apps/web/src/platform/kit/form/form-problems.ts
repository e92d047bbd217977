import { Messages, type ErrorBody } from '@console/contract';
import type { z } from 'zod';
import { ApiError } from '../../core/api/api-client.ts';

// A refused form, in one shape whether the browser's schema check or the server refused it:
// problems that name a body field (shown on that field when the form has it) and a message for
// the rest. The server's 422 names fields as `body.title` or `body.segment_tag_id_list.0`
// (apps/server platform/http/error-handler.ts); a form field is the body's top-level key.

export interface FieldProblem {
  /** The body's top-level field, e.g. 'title'. */
  field: string;
  /** Where exactly, for a message shown away from the field: 'segment_tag_id_list.0'. */
  path: string;
  message: string;
}

export interface FormProblems {
  fields: FieldProblem[];
  /** What names no body field: a refusal (403, 409), a query or an unknown-key problem. */
  message: string | null;
}

/** The browser's schema check, in the server's words (the same schema wrote them). */
export function issueProblems(issues: readonly z.core.$ZodIssue[]): FormProblems {
  const fields: FieldProblem[] = [];
  const elsewhere: string[] = [];
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field === 'string') {
      fields.push({ field, path: issue.path.map(String).join('.'), message: issue.message });
    } else {
      elsewhere.push(issue.message);
    }
  }
  return { fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : null };
}

/** A failed call: the 422's body fields, else the answer's message. */
export function answerProblems(error: unknown): FormProblems {
  if (!(error instanceof ApiError)) {
    // No answer at all (the network): the browser's own words.
    return { fields: [], message: error instanceof Error ? error.message : Messages.genericError };
  }
  const listed = error.status === 422 ? ((error.data as Partial<ErrorBody>)?.errors ?? []) : [];
  const fields: FieldProblem[] = [];
  const elsewhere: string[] = [];
  for (const entry of listed) {
    const [part, field, ...rest] = entry.field.split('.');
    if (part === 'body' && field) {
      fields.push({ field, path: [field, ...rest].join('.'), message: entry.message });
    } else {
      elsewhere.push(`${entry.field}: ${entry.message}`);
    }
  }
  if (fields.length === 0 && elsewhere.length === 0) return { fields, message: error.message };
  return { fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : null };
}
