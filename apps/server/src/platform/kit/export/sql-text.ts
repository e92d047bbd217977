import pg from 'pg';

/**
 * A parameterised query as one SQL text, for `COPY (…) TO STDOUT`, which takes no bind
 * parameters. Values are written as quoted literals (pg's own escaping) with the casts the query
 * already carries (`$1::int[]`); only numbers, strings, booleans, dates, null and arrays of
 * those are accepted.
 */
export function inlineParameters(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= params.length) {
      throw new Error(`Query refers to parameter $${index}, which was not given.`);
    }
    return literal(params[position]);
  });
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Cannot inline a non-finite number.');
    return `'${String(value)}'`;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  throw new Error(`Cannot inline a value of type ${typeof value}.`);
}

/** PostgreSQL's array input syntax: {1,2,"a \"b\""}. */
function arrayText(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (typeof item === 'boolean') return item ? 't' : 'f';
    if (typeof item === 'string') return `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`;
    throw new Error('Cannot inline an array of this kind.');
  });
  return `{${items.join(',')}}`;
}
