import {
  CompassOutlined,
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
import type { AccountMenuEntry } from '../../platform/modules/web-module.ts';
import { ACCOUNT_MENU_ICONS } from '../../platform/kit/layout/account-menu-icons.tsx';
import { signOut } from '../../platform/core/session/session-store.ts';
import { admits, type PageAccess } from '../page-access.ts';
import { startTour } from '../tour/tour-store.ts';

/**
 * The account menu (000 §2) around its trigger, the avatar button. Loaded with its first
 * opening (`UserMenu`).
 */
export default function AccountMenu({
  me,
  moduleEntries,
  open,
  onOpenChange,
  onHelpAndFeedback,
  onHelp,
  onShown,
  children,
}: {
  me: MeResponse | undefined;
  /** What the modules add (the outboxes, the audit log…), each with its page's access. */
  moduleEntries: readonly (AccountMenuEntry & { key: string; access: PageAccess })[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHelpAndFeedback: () => void;
  /** Help by module and the keyboard shortcuts (the "?" sheet). */
  onHelp: () => void;
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
      label: 'My Account Info',
      onClick: () => navigate('/me'),
    },
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      label: 'Help & Feedback',
      onClick: onHelpAndFeedback,
    },
    {
      key: 'help-sheet',
      icon: <ReadOutlined />,
      label: 'Help and shortcuts',
      extra: '?',
      onClick: onHelp,
    },
  ];
  // The modules' entries (the outboxes, the audit log…), for whoever may open their pages.
  for (const entry of moduleEntries) {
    if (!me || !admits(entry.access, me, { pathname: entry.path, search: '' })) continue;
    const Icon = ACCOUNT_MENU_ICONS[entry.icon];
    items.push({
      key: entry.key,
      icon: <Icon />,
      label: entry.label,
      onClick: () => navigate(entry.path),
    });
  }
  if (pathname === '/') {
    items.push({
      key: 'guide',
      icon: <CompassOutlined />,
      label: 'Guide',
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
