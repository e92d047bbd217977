import { Outlet } from 'react-router';
import { ThemeRoot } from './theme-root.tsx';

/**
 * Every page but sign-in: antd's theme and the toasts' host around them. Its own chunk, loaded
 * with the first of those pages, so the sign-in page carries no antd code.
 */
export default function ThemedRoute() {
  return (
    <ThemeRoot>
      <Outlet />
    </ThemeRoot>
  );
}
