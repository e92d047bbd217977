import { DashboardOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { hasPermission, useMe, visibleModules } from '../../platform/me/use-me.ts';
import { useActiveModule } from '../../platform/modules/use-active-module.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { moduleIcon } from '../module-icons.tsx';

/**
 * The left module menu (000 §2): the entries GET /me says this user sees, in the
 * specification's order; the five calling entries are separate links on /adoption-calling.
 */
export function ModuleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const session = useSession();
  const { module } = useActiveModule();
  const items: MenuProps['items'] = visibleModules(me.data).map((entry) => ({
    key: entry.id,
    icon: moduleIcon(entry.id),
    label: (
      <Link to={entry.path} onClick={onNavigate}>
        {entry.title}
      </Link>
    ),
  }));
  if (hasPermission(me.data, 'hangfire_read') && session) {
    items.push({
      key: 'hangfire',
      icon: <DashboardOutlined />,
      label: (
        <a
          href={`/hangfire?access_token=${encodeURIComponent(session.accessToken)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Background jobs
        </a>
      ),
    });
  }
  return (
    <Menu
      mode="inline"
      aria-label="Modules"
      selectedKeys={module ? [module.id] : []}
      items={items}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
