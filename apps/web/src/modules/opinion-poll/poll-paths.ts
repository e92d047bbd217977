/** Where the poll's calls live (002 §7), for the pieces that must not import the module's configuration. */
export const POLL_API = { apiPath: '/opinion_poll' } as const;
