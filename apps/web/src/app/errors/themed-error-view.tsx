import { ConfigProvider } from 'antd';
import type { ComponentProps } from 'react';
import { consoleTheme } from '../theme.ts';
import { ErrorView } from './error-view.tsx';

/**
 * The error view in the console's theme, also where no themed page is around it (an error on
 * the sign-in page, or before the themed route loaded).
 */
export function ThemedErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <ConfigProvider theme={consoleTheme}>
      <ErrorView {...props} />
    </ConfigProvider>
  );
}
