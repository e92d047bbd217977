import { z } from 'zod';

// What a form shows before anyone types, read from the body schema so it cannot disagree with
// the server: the required mark and a text field's longest length.

export interface FieldHints {
  /** The schema accepts none of the values an empty control gives. */
  required: boolean;
  /** The longest text the schema takes, when the field is text with a maximum. */
  maxLength: number | null;
}

/** What an untouched or cleared control holds: nothing, null, no text, no choices. */
export const EMPTY_VALUES: readonly unknown[] = [undefined, null, '', []];

/** The text schema under optional, nullable, default and the input side of a pipe. */
function innerText(field: z.ZodType): z.ZodString | null {
  let at: z.ZodType = field;
  for (;;) {
    if (at instanceof z.ZodString) return at;
    if (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
      at = at.unwrap() as z.ZodType;
    else if (at instanceof z.ZodPipe) at = at.in as z.ZodType;
    else return null;
  }
}

export function fieldHints(schema: z.ZodObject, name: string): FieldHints {
  const field = schema.shape[name];
  if (!field) return { required: false, maxLength: null };
  return {
    required: EMPTY_VALUES.every((empty) => !field.safeParse(empty).success),
    maxLength: innerText(field)?.maxLength ?? null,
  };
}
