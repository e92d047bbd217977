import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from './numbers.ts';

/** A query field holding one code of a code table: any other number or text is `message`. */
export const queryCodeIn = <T extends number>(values: readonly T[], message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(INT4_MIN, message)
    .max(INT4_MAX, message)
    .refine((value): value is T => (values as readonly number[]).includes(value), message);
