/** An id from the address (`/cctv/:dvrId`): its digits as a number, or null for anything else. */
export const routeId = (value: string | undefined): number | null =>
  /^\d{1,10}$/.test(value ?? '') ? Number(value) : null;
