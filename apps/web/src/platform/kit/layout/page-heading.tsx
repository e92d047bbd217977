import type { CSSProperties, ReactNode } from 'react';
import { PlainText } from './plain-text.tsx';

/**
 * A page's one level-one heading (WCAG: every page names itself with an h1), drawn at the size
 * the console's titles have always had. It takes focus when the console moves to its page
 * (app/layout/use-heading-focus.ts), hence tabIndex -1: reachable by script, not by Tab.
 */
export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <PlainText as="h1" className="page-heading" tabIndex={-1} style={{ margin: 0, ...style }}>
      {children}
    </PlainText>
  );
}
