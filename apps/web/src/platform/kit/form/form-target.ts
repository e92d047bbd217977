import { plainWords } from '@console/contract';
import { z } from 'zod';

// Where a form sends: the body schema of a contract endpoint and the call that sends to it,
// paired, so the call is only ever handed a body that schema accepted. The pairing is what lets
// one form send to two endpoints (create and update) with each body checked by its own schema.

/** A body as a form builds it: any field may still be missing until the schema has spoken. */
export type FormDraft<Body> = { [Field in keyof Body]?: Body[Field] | undefined };

/** A zod object schema, or an endpoint whose body is one. */
export type BodySource = z.ZodObject | { body: z.ZodObject };

/** The body schema of a source. */
export type BodySchemaOf<Source extends BodySource> = Source extends z.ZodObject
  ? Source
  : Source extends { body: infer Schema extends z.ZodObject }
    ? Schema
    : never;

export type FormCheck<Answer> =
  { ok: false; issues: readonly z.core.$ZodIssue[] } | { ok: true; send: () => Promise<Answer> };

export interface FormTarget<Draft, Answer> {
  /** The schema the body is checked with, in the browser as on the server. */
  readonly schema: z.ZodObject;
  /** The schema's issues with a draft, or the call that sends it once accepted. */
  check(draft: Draft): FormCheck<Answer>;
}

/**
 * Pairs a body schema (or the endpoint holding it: `endpoints.create`) with the call that
 * sends a body to it: `formTarget(endpoints.create, (body) => save.mutateAsync(body))`.
 */
export function formTarget<Source extends BodySource, Answer>(
  source: Source,
  send: (body: z.input<BodySchemaOf<Source>>) => Promise<Answer>,
): FormTarget<FormDraft<z.input<BodySchemaOf<Source>>>, Answer> {
  const from: BodySource = source;
  const schema = from instanceof z.ZodObject ? from : from.body;
  return {
    schema,
    check(draft) {
      // zod's own messages in a person's words, as the server answers them in a 422.
      const checked = schema.safeParse(draft, { error: plainWords });
      if (!checked.success) return { ok: false, issues: checked.error.issues };
      // The schema accepted this very value, so it is one of the schema's inputs. The draft,
      // not the parsed value, is sent: the server parses it again with the same schema.
      return { ok: true, send: () => send(draft as z.input<BodySchemaOf<Source>>) };
    },
  };
}
