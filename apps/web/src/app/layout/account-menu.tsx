import {
  AuditOutlined,
  CompassOutlined,
  InboxOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import Dropdown from 'antd/es/dropdown';
import { useEffect, type ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MeResponse } from '@console/contract';
import { storybookUrl } from '../../platform/core/dev/storybook.ts';
import { signOut } from '../../platform/core/session/session-store.ts';
import { startTour, tourTarget } from '../tour/tour-store.ts';

/**
 * The account menu (000 §2) around its trigger, the avatar button. Loaded with its first
 * opening (`UserMenu`).
 */
export default function AccountMenu({
  me,
  open,
  onOpenChange,
  onHelpAndFeedback,
  onShown,
  children,
}: {
  me: MeResponse | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHelpAndFeedback: () => void;
  /** Called once the menu and its trigger are drawn. */
  onShown: () => void;
  children: ReactElement;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(onShown, [onShown]);
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
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  );
}
