import type { ReactNode } from 'react';

/**
 * The title of a page that is only a Result (403, 404, "coming soon", a portal's opener) as the
 * page's one h1: antd draws Result titles as divs, so those pages had no heading for a screen
 * reader's heading list, nor for the console's move of focus to the new page's heading.
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="page-heading result-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
