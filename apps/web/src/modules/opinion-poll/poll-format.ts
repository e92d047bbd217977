/** A share (0..1) as the console writes it: "41.2%". */
export const formatRate = (share: number): string =>
  `${(Math.round(share * 1000) / 10).toLocaleString('en-IN')}%`;

/** A count as the console writes it: "5,00,000" (Indian grouping, as every list). */
export const formatCount = (count: number): string => count.toLocaleString('en-IN');
