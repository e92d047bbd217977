/**
 * The content codings the console's files are stored in beside the plain file (the web build
 * writes them, apps/web/vite-plugins/precompress.ts), in the server's order of preference:
 * brotli is about 15% smaller than gzip on the console's scripts (the entry: 101 kB against 118).
 */
export const STORED_CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
export type StoredCoding = (typeof STORED_CODINGS)[number]['coding'];

/** RFC 9110 §12.4.2: a qvalue is 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Each coding the header names with its weight, lower-cased; x-gzip is gzip (RFC 9110 §8.4.1.3). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const element of header.split(',')) {
    const [token = '', ...parameters] = element.split(';').map((part) => part.trim());
    if (!token) continue;
    const coding = token.toLowerCase() === 'x-gzip' ? 'gzip' : token.toLowerCase();
    let weight = 1;
    for (const parameter of parameters) {
      const [name, value = ''] = parameter.split('=').map((part) => part.trim());
      // A weight that is not a qvalue is not a preference we can read: the coding is refused.
      if (name?.toLowerCase() === 'q') weight = QVALUE.test(value) ? Number(value) : 0;
    }
    // Named twice, the first counts (as most servers read it).
    if (!named.has(coding)) named.set(coding, weight);
  }
  return named;
}

/**
 * The coding to answer with, of `offered` (in the server's order of preference), for an
 * Accept-Encoding header: the one the client weighs highest, the server's order breaking ties;
 * a coding the header does not name is weighed as `*`, and one weighed 0 is refused.
 * `undefined` means the file as it is (identity): no header, nothing acceptable on offer, or
 * even identity refused, where a 406 would help no browser.
 */
export function chooseCoding(
  header: string | string[] | undefined,
  offered: readonly StoredCoding[],
): StoredCoding | undefined {
  if (header === undefined) return undefined;
  const named = weights(Array.isArray(header) ? header.join(',') : header);
  let best: { coding: StoredCoding; weight: number } | undefined;
  for (const coding of offered) {
    const weight = named.get(coding) ?? named.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}
