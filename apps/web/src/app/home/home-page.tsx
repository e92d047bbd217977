import { PlainSelect } from '../../platform/kit/form/plain-select.tsx';
import { PlainSearch } from '../../platform/kit/form/plain-search.tsx';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMe, visibleModules } from '../../platform/core/me/use-me.ts';
import { ModuleIcon } from '../module-icon.tsx';
import { tourTarget } from '../tour/tour-store.ts';
import { signedInName } from '../layout/signed-in-name.ts';
import { HomeTour } from './home-tour.tsx';
import { isBuilt } from '../web-modules.ts';

// The day's work loads beside home, not with it: it brings the list kit that counts the queues.
const DayWork = lazy(() => import('./day-work.tsx'));
// States most visits never see: their antd parts (Skeleton, Empty) load when shown.
const ModuleCardsLoading = lazy(() => import('./module-cards-loading.tsx'));
const NoModules = lazy(() => import('./no-modules.tsx'));
import { arrangeModules, MODULE_SORTS, type ModuleSort } from './module-sort.ts';
import './home.css';

const SORT_OPTIONS = MODULE_SORTS.map((value) => ({ value, label: value }));
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';
import { PlainText } from '../../platform/kit/layout/plain-text.tsx';

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
          <PageHeading>{me.data ? `Welcome, ${signedInName(me.data)}` : 'Welcome'}</PageHeading>
          <PlainText as="span" type="secondary">
            Choose a module to get started.
          </PlainText>
        </div>
      </div>
      {me.data && (
        <Suspense fallback={null}>
          <DayWork me={me.data} />
        </Suspense>
      )}
      <div className="home-head">
        <PlainText as="h2" className="home-section-title">
          Modules
        </PlainText>
        <div className="home-tools" id={tourTarget('home', 'search-sort')}>
          <PlainSearch
            placeholder="Search modules"
            aria-label="Search modules"
            value={search}
            onChange={setSearch}
            style={{ width: 240 }}
          />
          <PlainSelect<ModuleSort>
            aria-label="Sort modules"
            value={sort}
            onChange={setSort}
            options={SORT_OPTIONS}
            style={{ width: 170 }}
          />
        </div>
      </div>
      {me.isPending ? (
        <Suspense fallback={null}>
          <ModuleCardsLoading />
        </Suspense>
      ) : modules.length === 0 ? (
        <Suspense fallback={null}>
          <NoModules search={search} />
        </Suspense>
      ) : (
        <div className="home-grid" role="list" aria-label="Modules">
          {modules.map((entry, index) => (
            <Link
              key={entry.id}
              to={entry.path}
              role="listitem"
              className={isBuilt(entry) ? 'home-card' : 'home-card home-card-soon'}
              id={index === 0 ? tourTarget('home', 'module-card') : undefined}
              data-module={entry.id}
            >
              <span className="home-card-icon">
                <ModuleIcon id={entry.id} />
              </span>
              <span className="home-card-title">{entry.title}</span>
              {/* As the menu marks it: a module still to come opens its "coming soon" page. */}
              {!isBuilt(entry) && <span className="home-card-soon-tag">soon</span>}
            </Link>
          ))}
        </div>
      )}
      <HomeTour ready={modules.length > 0} />
    </div>
  );
}
