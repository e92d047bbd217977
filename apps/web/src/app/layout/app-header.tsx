import {
  BellOutlined,
  HomeOutlined,
  MenuOutlined,
  MessageOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../platform/core/me/use-me.ts';
import { tourTarget } from '../tour/tour-store.ts';
import { AcademicYearSelect } from './academic-year-select.tsx';
import { GlobalSearch } from './global-search.tsx';
import { CONSOLE_SHORTCUTS } from '../../platform/kit/layout/keyboard-shortcuts.ts';
import { useWaitingWork } from '../home/waiting-work.ts';
import { usePopupOnDemand } from './popup-on-demand.ts';
import { UserMenu } from './user-menu.tsx';

const loadNotifications = () => import('./notifications-popover.tsx');
const NotificationsPopover = lazy(loadNotifications);

/** The bell's name with its count: "481 items waiting". */
export const waitingWords = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'item' : 'items'} waiting`;

/** The fixed header (000 §2). */
export function AppHeader({
  mobile,
  compact,
  onOpenMenu,
  onFeedback,
  onGoTo,
  onHelp,
}: {
  mobile: boolean;
  compact: boolean;
  onOpenMenu: () => void;
  onFeedback: () => void;
  onGoTo: () => void;
  /** Opens help and the keyboard shortcuts (as "?" does). */
  onHelp: () => void;
}) {
  const me = useMe();
  const notifications = usePopupOnDemand(loadNotifications);
  const work = useWaitingWork(me.data);
  const waiting = work.reduce((sum, item) => sum + (item.answer?.count ?? 0), 0);
  const badge = waiting > 99 ? '99+' : String(waiting);
  // The name holds the badge's text as shown (axe's label-content-name-mismatch: "99+" read
  // aloud differently from what is seen failed every journey), then the whole count.
  const bellName =
    waiting === 0
      ? 'Notifications'
      : waiting > 99
        ? `Notifications ${badge}: ${waitingWords(waiting)}`
        : `Notifications: ${waitingWords(waiting)}`;
  const bell = (
    <Button
      type="text"
      shape="circle"
      aria-label={bellName}
      id={tourTarget('home', 'bell')}
      icon={
        <span className="console-bell">
          <BellOutlined />
          {waiting > 0 && (
            <span className="console-bell-badge" aria-hidden="true">
              {badge}
            </span>
          )}
        </span>
      }
      {...notifications.triggerProps}
    />
  );
  return (
    <header className="console-header">
      <div className="console-header-start">
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Open the module menu"
            onClick={onOpenMenu}
          />
        )}
        {/* Named by its text (hidden on small screens, still read): "Education Console". */}
        <Link to="/" className="console-logo">
          <span className="console-logo-mark" aria-hidden="true">
            E
          </span>
          <span className={compact ? 'visually-hidden' : 'console-logo-text'}>
            Education Console
          </span>
        </Link>
      </div>
      <div className="console-header-end">
        <GlobalSearch compact={compact} />
        <Button
          icon={<SearchOutlined />}
          onClick={onGoTo}
          id={tourTarget('home', 'go-to')}
          aria-keyshortcuts={CONSOLE_SHORTCUTS.goTo.aria}
          className="console-go-to"
        >
          {compact ? <span className="visually-hidden">Go to</span> : 'Go to'}
          {!compact && <kbd className="console-kbd">Ctrl K</kbd>}
        </Button>
        <AcademicYearSelect mobile={mobile} />
        <Tooltip title="Feedback">
          <Button
            id={tourTarget('home', 'feedback-icon')}
            type="text"
            shape="circle"
            icon={<MessageOutlined />}
            aria-label="Feedback"
            onClick={onFeedback}
          />
        </Tooltip>
        {notifications.wanted ? (
          <Suspense fallback={bell}>
            <NotificationsPopover
              work={work}
              open={notifications.open}
              onOpenChange={notifications.setOpen}
              onShown={notifications.popupShown}
            >
              {bell}
            </NotificationsPopover>
          </Suspense>
        ) : (
          bell
        )}
        <UserMenu me={me.data} compact={compact} onHelpAndFeedback={onFeedback} onHelp={onHelp} />
        {!compact && (
          <Tooltip title="Home">
            <Link to="/" aria-label="Go home">
              <Button type="text" shape="circle" icon={<HomeOutlined />} tabIndex={-1} />
            </Link>
          </Tooltip>
        )}
      </div>
    </header>
  );
}
