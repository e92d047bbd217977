import { lazy, Suspense } from 'react';
import './module-icon.css';

// The module menu and home's cards draw an icon per module: about 9 kB gzip of drawings, the
// largest part of home's first script after React and antd. They load just after the page's
// first paint, in one file; until then an empty square of the icon's size holds their place, so
// nothing moves when they arrive.
const ModuleIconGlyph = lazy(() => import('./module-icons.tsx'));

export function ModuleIcon({ id }: { id: string }) {
  return (
    <Suspense fallback={<span className="anticon module-icon-pending" aria-hidden="true" />}>
      <ModuleIconGlyph id={id} />
    </Suspense>
  );
}
