import { z } from 'zod';

/** Every error answer: `{ message }` with the HTTP status (spec README). */
export const errorBody = z.object({
  message: z.string(),
  /** 422 only: which field broke which rule. */
  errors: z
    .array(z.object({ field: z.string(), rule: z.string(), message: z.string() }))
    .optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
