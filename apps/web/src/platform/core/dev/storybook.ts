// Storybook (000 §2) is offered on development hosts only: the user menu entry, and a 'Go to
// Storybook' button for a visitor who is not signed in. The console ships no Storybook of its
// own, so the entry appears only where one is deployed (VITE_STORYBOOK_URL at build time):
// a link that leads nowhere would be worse than none.

export function isDevelopmentHost(hostname = window.location.hostname): boolean {
  return (
    import.meta.env.DEV ||
    /^(localhost|127\.0\.0\.1|\[::1\])$/.test(hostname) ||
    /(^|\.)(dev|staging)\./.test(hostname)
  );
}

/** Where Storybook lives, or null when it is not offered here. */
export function storybookUrl(
  hostname = window.location.hostname,
  configured: string | undefined = import.meta.env.VITE_STORYBOOK_URL,
): string | null {
  return configured && isDevelopmentHost(hostname) ? configured : null;
}
