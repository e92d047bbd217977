// Debian's Chromium and the flags this machine kind needs (ENVIRONMENT.md): no background
// networking, no GPU, no sandbox as root. Shared by the journeys and bench/console-load.ts.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
