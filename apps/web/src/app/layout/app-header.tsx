import {
  BellOutlined,
  HomeOutlined,
  MenuOutlined,
  MessageOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useMe } from '../../platform/me/use-me.ts';
import { tourTarget } from '../tour/tour-store.ts';
import { AcademicYearSelect } from './academic-year-select.tsx';
import { GlobalSearch } from './global-search.tsx';
import { UserMenu } from './user-menu.tsx';

/** The fixed header (000 §2). */
export function AppHeader({
  mobile,
  compact,
  onOpenMenu,
  onFeedback,
  onGoTo,
}: {
  mobile: boolean;
  compact: boolean;
  onOpenMenu: () => void;
  onFeedback: () => void;
  onGoTo: () => void;
}) {
  const me = useMe();
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
          aria-keyshortcuts="Control+K"
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
        <Popover
          trigger="click"
          placement="bottomRight"
          title="Notifications"
          content={
            <div style={{ width: 220, color: 'rgba(0,0,0,0.62)' }}>No new notifications.</div>
          }
        >
          <Button
            type="text"
            shape="circle"
            aria-label="Notifications"
            icon={
              <Badge dot={false}>
                <BellOutlined />
              </Badge>
            }
          />
        </Popover>
        <UserMenu me={me.data} compact={compact} onHelpAndFeedback={onFeedback} />
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
