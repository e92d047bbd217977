import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { useContext, type ReactNode } from 'react';
import { NotifyHostSlot } from '../platform/core/notify/notify-host-slot.tsx';
import { consoleTheme } from './theme.ts';

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

/** The console's theme and toasts around every page, the sign-in pages included. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={consoleTheme}>
      <AppRoot>
        <NotifyHostSlot />
        {children}
      </AppRoot>
    </ConfigProvider>
  );
}
