/**
 * The console's content security policy (helmet's directives). Camera streams need nothing more:
 * the WHEP offer is POSTed to the console's own /api (connect-src 'self'), and WebRTC media
 * reaches the <video> as a MediaStream through srcObject, which no fetch directive governs.
 * bench/stream-grid.ts plays a 4x4 grid under exactly this policy.
 */
export function consoleCspDirectives(frameAncestors: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [frameAncestors],
  };
}
