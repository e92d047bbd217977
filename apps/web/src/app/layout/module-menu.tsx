import { DashboardOutlined } from '@ant-design/icons';
import { MODULE_GROUPS, moduleGroupOf, type ModuleEntry } from '@console/contract';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { hasPermission, useMe, visibleModules } from '../../platform/core/me/use-me.ts';
import { useActiveModule } from '../../platform/core/active-module/use-active-module.ts';
import { ModuleIcon } from '../module-icon.tsx';
import { PlainSearch } from '../../platform/kit/form/plain-search.tsx';
import { isBuilt } from '../web-modules.ts';
import { useCollapsedGroups } from './use-collapsed-groups.ts';

/**
 * The left module menu (000 §2): the entries GET /me says this user sees, in groups (messaging,
 * operations, transport, people, reports, portals) that fold, in the specification's order
 * within each, with a search; modules still to come are marked "soon". The calling entries are
 * separate links on /adoption-calling.
 */
export function ModuleMenu({ onNavigate }: { onNavigate?: () => void }) {
  const me = useMe();
  const { module } = useActiveModule();
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useCollapsedGroups();

  const words = search.trim().toLowerCase();
  const entries = useMemo(
    () =>
      visibleModules(me.data).filter(
        (entry) => !words || entry.title.toLowerCase().includes(words),
      ),
    [me.data, words],
  );

  const entryItem = (entry: ModuleEntry) => {
    const ready = isBuilt(entry);
    return {
      key: entry.id,
      icon: <ModuleIcon id={entry.id} />,
      label: (
        <Link
          to={entry.path}
          onClick={onNavigate}
          className={ready ? undefined : 'module-menu-soon'}
        >
          {entry.title}
          {!ready && <span className="module-menu-soon-tag"> · soon</span>}
        </Link>
      ),
    };
  };

  const items: NonNullable<MenuProps['items']> = MODULE_GROUPS.flatMap((group) => {
    const members = entries.filter((entry) => moduleGroupOf(entry.id) === group.id);
    if (members.length === 0) return [];
    return [{ key: `group:${group.id}`, label: group.title, children: members.map(entryItem) }];
  });
  // 000 §2 opens /hangfire?access_token=…; a token in an address lands in history, logs and
  // anything copied, and the new tab is signed in anyway (the session is in localStorage).
  if (hasPermission(me.data, 'hangfire_read') && !words) {
    items.push({
      key: 'hangfire',
      icon: <DashboardOutlined />,
      label: (
        <a href="/hangfire" target="_blank" rel="noopener noreferrer">
          Background jobs
        </a>
      ),
    });
  }
  // While searching every group with a match is open; otherwise the user's choice stands,
  // and the active module's group is always open.
  const openKeys = items
    .map((item) => String(item?.key))
    .filter((key) => key.startsWith('group:'))
    .filter(
      (key) =>
        words ||
        !collapsed.includes(key) ||
        (module && key === `group:${moduleGroupOf(module.id)}`),
    );

  return (
    <div className="module-menu">
      <PlainSearch
        className="module-menu-search"
        size="small"
        placeholder="Find a module"
        aria-label="Find a module"
        value={search}
        onChange={setSearch}
      />
      <Menu
        mode="inline"
        aria-label="Modules"
        selectedKeys={module ? [module.id] : []}
        openKeys={openKeys}
        onOpenChange={(open) =>
          setCollapsed(
            items
              .map((item) => String(item?.key))
              .filter((key) => key.startsWith('group:') && !open.includes(key)),
          )
        }
        items={items}
        style={{ borderInlineEnd: 'none' }}
      />
    </div>
  );
}
