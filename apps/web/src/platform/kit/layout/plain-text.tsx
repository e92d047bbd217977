import { ConfigProvider } from 'antd';
import Typography from 'antd/es/typography/Typography';
import { useContext, type CSSProperties, type ReactNode } from 'react';

/**
 * Text drawn as antd's Typography.Title, Paragraph and Text draw it (the same element, classes
 * and styles) for text that needs none of their ellipsis, copy or edit. Those go through
 * Typography's Base, which brings tooltips, a text area and a resize observer along: about
 * 8 kB gzip on a page that only shows headings and a few lines (sign-in, home).
 */
export function PlainText({
  as,
  type,
  id,
  className,
  style,
  tabIndex,
  children,
}: {
  /** h1…h3 for Title's levels, div for Paragraph, span for Text. */
  as: 'h1' | 'h2' | 'h3' | 'div' | 'span';
  type?: 'secondary' | 'danger';
  id?: string;
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
      id={id}
      className={[typeClass, className].filter(Boolean).join(' ') || undefined}
      style={style}
      tabIndex={tabIndex}
    >
      {children}
    </Typography>
  );
}
