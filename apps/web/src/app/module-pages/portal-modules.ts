// The modules whose page opens an embedded portal (000 §2, 002 §7). The routes read this at
// start-up to give those modules the portal opener; the calls themselves (portal-endpoints.ts)
// load with that page, since their contract objects carry zod.
export const PORTAL_MODULE_IDS = [
  'co-training',
  'learning-and-development',
  'self-service-portal',
  'service-desk-v2',
  'digital-library',
  'reach-disha',
] as const;

export type PortalModuleId = (typeof PORTAL_MODULE_IDS)[number];

export const isPortalModule = (id: string): id is PortalModuleId =>
  (PORTAL_MODULE_IDS as readonly string[]).includes(id);
