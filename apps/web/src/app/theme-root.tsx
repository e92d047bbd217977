import { ConfigProvider, type ThemeConfig } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { useContext, useMemo, type ReactNode } from 'react';
import { NotifyHostSlot } from '../platform/core/notify/notify-host-slot.tsx';
import { useMediaQuery } from '../platform/kit/layout/use-media-query.ts';
import { consoleTheme } from './theme.ts';

/** The system setting for less motion (macOS, Windows, Android and iOS all offer one). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The root element antd's <App> draws (`.ant-app`: the theme's text colour, size and font for
 * everything inside), without <App> itself, whose modal and message hosts the console never
 * uses and whose code (Modal, message) every page would load at start-up.
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The console's theme and toasts around every page, the sign-in pages included. Someone whose
 * system asks for less motion gets none: dialogs, drawers, menus and toasts appear in place
 * rather than zooming or sliding (WCAG 2.3.3). antd does not follow the system setting itself.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const theme = useMemo<ThemeConfig>(
    () =>
      reducedMotion
        ? { ...consoleTheme, token: { ...consoleTheme.token, motion: false } }
        : consoleTheme,
    [reducedMotion],
  );
  return (
    <ConfigProvider theme={theme}>
      <AppRoot>
        <NotifyHostSlot />
        {children}
      </AppRoot>
    </ConfigProvider>
  );
}
