import { ConfigProvider } from 'antd';
import Typography from 'antd/es/typography/Typography';
import { useContext, type CSSProperties, type ReactNode } from 'react';

/**
 * Text drawn as antd's Typography.Title and Paragraph draw it (the same element, classes and
 * styles) for text that needs none of their ellipsis, copy or edit. Those go through
 * Typography's Base, which brings tooltips, a text area and a resize observer along: about
 * 8 kB gzip on the sign-in page, which only shows a heading and a few lines.
 */
export function PlainText({
  as,
  type,
  className,
  style,
  tabIndex,
  children,
}: {
  as: 'h1' | 'div';
  type?: 'secondary';
  className?: string;
  style?: CSSProperties;
  tabIndex?: number;
  children: ReactNode;
}) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const typeClass = type && `${getPrefixCls('typography')}-${type}`;
  return (
    <Typography
      component={as}
      className={[typeClass, className].filter(Boolean).join(' ') || undefined}
      style={style}
      tabIndex={tabIndex}
    >
      {children}
    </Typography>
  );
}
