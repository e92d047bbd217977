import { MODULE_GROUPS, moduleGroupOf } from '@console/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { listReturnAddress } from '../list/list-return.ts';
import { moduleForLocation } from '../../core/active-module/active-module.ts';
import './breadcrumbs.css';

// Where a detail or form page sits (issue 13): Home › menu group › module › (the list it came
// from, when not the module's own) › the item. The module's crumb returns to its list as the
// user left it (list-return.ts); the menu group is a word, not a link (groups have no page).

export interface Crumb {
  label: ReactNode;
  /** Absent for the page itself and for the menu group. */
  to?: string;
}

/** The trail of a page reached from `list` (the address "back" leads to). */
export function itemTrail(list: { to: string; label: string }, item: ReactNode): Crumb[] {
  const [pathname = '', search = ''] = list.to.split('?');
  const module = moduleForLocation(pathname, search ? `?${search}` : '');
  const trail: Crumb[] = [{ label: 'Home', to: '/' }];
  const ownList = module !== undefined && pathname === module.path.split('?')[0];
  if (module) {
    const group = MODULE_GROUPS.find((entry) => entry.id === moduleGroupOf(module.id));
    if (group) trail.push({ label: group.title });
    // The module's list as the user left it: the very list "back" names when it is the module's.
    trail.push({ label: module.title, to: listReturnAddress(ownList ? list.to : module.path) });
  }
  // The list "back" leads to, when it is not the module's own (a student's passes).
  if (!ownList) trail.push({ label: list.label, to: listReturnAddress(list.to) });
  trail.push({ label: item });
  return trail;
}

/** The trail as a navigation landmark; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={index}>
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.to ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * A page's trail above its heading, the one way back in the console (no "← back" links): the
 * page reached from `list` (its module's list, or another page), then the page itself.
 */
export function PageTrail({
  list,
  page,
}: {
  list: { to: string; label: string };
  page: ReactNode;
}) {
  return <Breadcrumbs trail={itemTrail(list, page)} />;
}
