import type { ThemeConfig } from 'antd';

/**
 * One calm brand colour over antd's defaults, and text greys dark enough to read: antd's
 * secondary text (45% black, 3.4:1 on white), placeholders (25%, 1.8:1) and links (#1677ff,
 * 4.1:1) fall short of WCAG's 4.5:1; these reach it on white and on the page's grey.
 */
export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    // Hover and press states darken rather than lighten (antd's lighter hover #7d72f2 puts
    // white text at 3.8:1 on a primary button, and a hovered link at 3:1).
    colorPrimaryHover: '#4338ca',
    colorPrimaryActive: '#3730a3',
    colorLink: '#4338ca',
    colorLinkHover: '#3730a3',
    colorLinkActive: '#312e81',
    // antd's #ff4d4f is 3.3:1 on white (danger menu items, error texts); red-7 reads at 5.9:1.
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6fa', headerHeight: 64 },
  },
};
