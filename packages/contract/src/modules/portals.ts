import { z } from 'zod';

/** The embedded portals' redirect calls (002 §7) and the digital library's. */
export const portalRedirectResponse = z.object({ redirect_url: z.string() });
