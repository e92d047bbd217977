import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMe, visibleModules } from '../../platform/me/use-me.ts';
import { moduleIcon } from '../module-icons.tsx';
import { tourTarget } from '../tour/tour-store.ts';
import { fullName } from '../layout/user-menu.tsx';
import { HomeTour } from './home-tour.tsx';

// The day's work loads beside home, not with it: it brings the list kit that counts the queues.
const DayWork = lazy(() => import('./day-work.tsx'));
import { arrangeModules, MODULE_SORTS, type ModuleSort } from './module-sort.ts';
import './home.css';
import { PageHeading } from '../../platform/layout/page-heading.tsx';

/**
 * Home (000 §1): the day's work waiting for the user (issue 13), then a card per module the
 * user may open, with search and sort.
 */
export default function HomePage() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ModuleSort>('Order Ascending');
  const modules = useMemo(
    () => arrangeModules(visibleModules(me.data), search, sort),
    [me.data, search, sort],
  );
  return (
    <div className="home">
      <div className="home-head">
        <div>
          <PageHeading>{me.data ? `Welcome, ${fullName(me.data)}` : 'Welcome'}</PageHeading>
          <Typography.Text type="secondary">Choose a module to get started.</Typography.Text>
        </div>
      </div>
      {me.data && (
        <Suspense fallback={null}>
          <DayWork me={me.data} />
        </Suspense>
      )}
      <div className="home-head">
        <Typography.Title level={2} className="home-section-title">
          Modules
        </Typography.Title>
        <div className="home-tools" id={tourTarget('home', 'search-sort')}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search modules"
            aria-label="Search modules"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 240 }}
          />
          <Select<ModuleSort>
            aria-label="Sort modules"
            value={sort}
            onChange={setSort}
            options={MODULE_SORTS.map((value) => ({ value, label: value }))}
            style={{ width: 170 }}
          />
        </div>
      </div>
      {me.isPending ? (
        <div className="home-grid">
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className="home-card">
              <Skeleton active avatar paragraph={{ rows: 1 }} />
            </div>
          ))}
        </div>
      ) : modules.length === 0 ? (
        <Empty
          style={{ marginTop: 48 }}
          description={
            search ? `No module matches “${search}”.` : 'No modules are available to you yet.'
          }
        />
      ) : (
        <div className="home-grid" role="list" aria-label="Modules">
          {modules.map((entry, index) => (
            <Link
              key={entry.id}
              to={entry.path}
              role="listitem"
              className="home-card"
              id={index === 0 ? tourTarget('home', 'module-card') : undefined}
              data-module={entry.id}
            >
              <span className="home-card-icon">{moduleIcon(entry.id)}</span>
              <span className="home-card-title">{entry.title}</span>
            </Link>
          ))}
        </div>
      )}
      <HomeTour ready={modules.length > 0} />
    </div>
  );
}
