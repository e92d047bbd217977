import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ItemHistory } from '../audit/item-history.tsx';
import { Breadcrumbs, itemTrail } from '../layout/breadcrumbs.tsx';
import { PageHeading } from '../layout/page-heading.tsx';

// The detail screen of the kit (DESIGN.md "DetailPage with status, actions and the item's audit
// history"): breadcrumbs (the way back), the item's name with its status tag, its actions at the right, the
// module's sections, and the item's history last. Modules hand it their parts; the layout, the
// heading level and the history are the same on every detail page.

export interface DetailPageProps {
  /**
   * Where "back" leads (the list, as it was filtered when the user left it): the breadcrumbs'
   * link before the item (Home › menu group › module › item).
   */
  back: { to: string; label: string };
  title: ReactNode;
  /** The item's name in the breadcrumbs when the title is longer than a crumb; the title else. */
  crumb?: ReactNode;
  /** The item's status tag (StatusTag), beside the title. */
  status?: ReactNode;
  /** Buttons acting on the item, at the right of the header. */
  actions?: ReactNode;
  /** The item's history from the audit log; absent for screens that are not one item. */
  history?: { itemType: string; itemId: number | string; version?: string | number | null };
  /** The module's sections (cards), in order. */
  children: ReactNode;
  /** The page's widest extent; 'none' for screens that use the whole width (a photo grid). */
  maxWidth?: number | 'none';
}

export function DetailPage({
  back,
  title,
  status,
  actions,
  history,
  children,
  crumb,
  maxWidth = 1100,
}: DetailPageProps) {
  return (
    <Flex vertical gap={16} style={{ maxWidth }}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4}>
          <Breadcrumbs trail={itemTrail(back, crumb ?? title)} />
          <Flex align="center" gap={8} wrap>
            <PageHeading>{title}</PageHeading>
            {status}
          </Flex>
        </Flex>
        {actions}
      </Flex>
      {children}
      {history && (
        <ItemHistory
          itemType={history.itemType}
          itemId={history.itemId}
          version={history.version ?? null}
        />
      )}
    </Flex>
  );
}
