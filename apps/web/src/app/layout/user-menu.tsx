import { lazy, Suspense } from 'react';
import type { MeResponse } from '@console/contract';
import { tourTarget } from '../tour/tour-store.ts';
import { ACCOUNT_MENU_ENTRIES } from '../web-modules.ts';
import { usePopupOnDemand } from './popup-on-demand.ts';
import { signedInName } from './signed-in-name.ts';

const loadAccountMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadAccountMenu);

/** Avatar with name and employee id, and the account menu (000 §2), loaded when first opened. */
export function UserMenu({
  me,
  compact,
  onHelpAndFeedback,
  onHelp,
}: {
  me: MeResponse | undefined;
  compact: boolean;
  onHelpAndFeedback: () => void;
  onHelp: () => void;
}) {
  const popup = usePopupOnDemand(loadAccountMenu);
  const employeeNumber = me?.staff?.employee_number;
  const trigger = (
    // Named by what it shows, after a hidden "Account menu of" (the name is in the label).
    <button
      type="button"
      className="console-user"
      id={tourTarget('home', 'account')}
      {...popup.triggerProps}
    >
      <span className="visually-hidden">Account menu of </span>
      {compact && <span className="visually-hidden">{signedInName(me)}</span>}
      {/* antd's Avatar as it drew the initial (console-layout.css), without its code. */}
      <span className="console-avatar" aria-hidden="true">
        {(me?.first_name ?? '?').slice(0, 1).toUpperCase()}
      </span>
      {!compact && (
        <span className="console-user-text">
          <span className="console-user-name">{signedInName(me)}</span>
          {employeeNumber !== undefined && (
            <span className="console-user-id">{employeeNumber}</span>
          )}
        </span>
      )}
    </button>
  );
  if (!popup.wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu
        me={me}
        moduleEntries={ACCOUNT_MENU_ENTRIES}
        open={popup.open}
        onOpenChange={popup.setOpen}
        onHelpAndFeedback={onHelpAndFeedback}
        onHelp={onHelp}
        onShown={popup.popupShown}
      >
        {trigger}
      </AccountMenu>
    </Suspense>
  );
}
