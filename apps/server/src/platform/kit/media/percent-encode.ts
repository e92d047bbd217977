/**
 * RFC 3986 percent-encoding, where only A-Z a-z 0-9 - _ . ~ stay as they are: what AWS
 * Signature V4 signs, and safe inside an RFC 8187 `filename*` value (encodeURIComponent alone
 * leaves ' ( ) * and !).
 */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
