import type { ReactNode } from 'react';
import { Breadcrumbs, itemTrail } from '../layout/breadcrumbs.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

/**
 * A form page's top: the breadcrumbs (Home › menu group › module › … › the form) and its h1.
 * `from` is where the form was opened from and Cancel returns to: the module's list, or the item
 * being edited.
 */
export function FormPageHeading({
  from,
  children,
}: {
  from: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs trail={itemTrail(from, children)} />
      <PageHeading>{children}</PageHeading>
    </>
  );
}
