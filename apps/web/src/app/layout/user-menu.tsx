import {
  CompassOutlined,
  AuditOutlined,
  InboxOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MeResponse } from '@console/contract';
import { signOut } from '../../platform/session/session-store.ts';
import { startTour, tourTarget, useRunningTour } from '../tour/tour-store.ts';
import { storybookUrl } from '../../platform/dev/storybook.ts';

export function fullName(me: MeResponse | undefined): string {
  return me ? `${me.first_name} ${me.last_name}`.trim() || me.username : '';
}

/** Avatar with name and employee id, and the account menu (000 §2). */
export function UserMenu({
  me,
  compact,
  onHelpAndFeedback,
}: {
  me: MeResponse | undefined;
  compact: boolean;
  onHelpAndFeedback: () => void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const runningTour = useRunningTour();
  const items: MenuProps['items'] = [
    {
      key: 'account',
      icon: <UserOutlined />,
      label: <span id={tourTarget('home', 'account-info')}>My Account Info</span>,
      onClick: () => navigate('/me'),
    },
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      label: <span id={tourTarget('home', 'help-feedback')}>Help & Feedback</span>,
      onClick: onHelpAndFeedback,
    },
  ];
  if (me?.is_superuser) {
    // What the default SMS and push drivers recorded (one-time codes included: superusers only).
    items.push({
      key: 'outbox',
      icon: <InboxOutlined />,
      label: 'Message outbox',
      onClick: () => navigate('/sms-outbox'),
    });
    // Who changed what through the console, and when.
    items.push({
      key: 'audit-log',
      icon: <AuditOutlined />,
      label: 'Audit log',
      onClick: () => navigate('/audit-log'),
    });
  }
  if (pathname === '/') {
    items.push({
      key: 'guide',
      icon: <CompassOutlined />,
      label: <span id={tourTarget('home', 'guide')}>Guide</span>,
      onClick: () => startTour('home'),
    });
  }
  const storybook = storybookUrl();
  if (storybook) {
    items.push({
      key: 'storybook',
      icon: <ReadOutlined />,
      label: (
        <a href={storybook} target="_blank" rel="noopener noreferrer">
          Storybook
        </a>
      ),
    });
  }
  items.push(
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: 'Logout',
      // The session store clears analytics, cached data and the redirectUrl with the session.
      onClick: () => {
        void signOut().then(() => navigate('/login', { replace: true }));
      },
    },
  );
  const employeeNumber = me?.staff?.employee_number;
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      // During the home tour the menu stays open: three steps point at its entries.
      {...(runningTour === 'home' ? { open: true } : {})}
    >
      {/* Named by what it shows, after a hidden "Account menu of" (the name is in the label). */}
      <button type="button" className="console-user">
        <span className="visually-hidden">Account menu of </span>
        {compact && <span className="visually-hidden">{fullName(me)}</span>}
        <Avatar style={{ background: '#4f46e5' }} aria-hidden="true">
          {(me?.first_name ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        {!compact && (
          <span className="console-user-text">
            <span className="console-user-name">{fullName(me)}</span>
            {employeeNumber !== undefined && (
              <span className="console-user-id">{employeeNumber}</span>
            )}
          </span>
        )}
      </button>
    </Dropdown>
  );
}
