import { z } from 'zod';

// Every id and count the contract takes is kept in a PostgreSQL integer (int4) column: a number
// past its bounds used to reach the database and fail there (500). These schemas carry the
// bounds, so no integer input is written without them.

export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;

/** An integer an int4 column holds (JSON bodies). */
export const int4 = z.number().int().min(INT4_MIN).max(INT4_MAX);
/** A row id: 1 up to int4's maximum (JSON bodies). */
export const int4Id = z.number().int().positive().max(INT4_MAX);
/** An integer an int4 column holds, from text (query strings, path parameters). */
export const queryInt4 = z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
/** A row id from text (query strings, path parameters). */
export const queryInt4Id = z.coerce.number().int().positive().max(INT4_MAX);
