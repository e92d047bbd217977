/** A pattern for ILIKE '%…%' that finds the text anywhere, its wildcards (% _ \) taken literally. */
export const contains = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
