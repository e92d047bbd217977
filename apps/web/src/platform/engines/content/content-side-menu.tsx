import { EditOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { ModuleSideMenu } from '../../kit/layout/layout-slots.tsx';
import { hasPermission, useMe } from '../../core/me/use-me.ts';
import { CategoryList } from './category-list.tsx';
import { useContentCategories } from './content-api.ts';
import { contentPaths, type AnyContentModule } from './content-module.ts';
import { DateRangeFilter, type DateRange } from './date-range-filter.tsx';

// The side menu of the announcement pages (000 §2) — and, with its category list only, of the
// wellness pages: a write button that is a link only with the create permission, the category
// list (category buttons for superusers only), and a date filter. Each choice is applied to the
// list's address, so the list, the back button and shared links all follow it.

export function ContentSideMenu({ module }: { module: AnyContentModule }) {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useContentCategories(module);
  const paths = contentPaths(module);
  const onList = location.pathname === paths.list;
  // Off the list (detail, form) a choice opens the list with just that filter.
  const listParams = new URLSearchParams(onList ? location.search : '');
  const activeCategory = Number(listParams.get('category')) || null;

  const openList = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(listParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    // A new filter starts over at page 1.
    params.delete('page');
    const search = params.toString();
    navigate(`${paths.list}${search ? `?${search}` : ''}`);
  };

  const write = module.sideMenu;
  const canCreate = hasPermission(me.data, module.permissions.create);

  return (
    <Flex vertical gap={12} className="content-side-menu">
      {write &&
        (canCreate ? (
          // A real link (open in a new tab works) that navigates inside the console.
          <Button
            type="primary"
            block
            icon={<EditOutlined />}
            href={paths.create}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              navigate(paths.create);
            }}
          >
            {write.writeLabel}
          </Button>
        ) : (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {write.readOnlyLabel}
          </Typography.Title>
        ))}
      {module.categories && (
        <CategoryList
          module={module}
          categories={categories.data}
          loading={categories.isPending}
          error={categories.isError ? categories.error : null}
          onRetry={() => void categories.refetch()}
          active={activeCategory}
          onSelect={(id) => openList({ category: id === null ? undefined : String(id) })}
          canManage={me.data?.is_superuser === true}
        />
      )}
      {write?.dateFilter && (
        <>
          <Divider style={{ margin: '4px 0' }} />
          <DateRangeFilter
            applied={{
              from_date: listParams.get('from_date') ?? undefined,
              to_date: listParams.get('to_date') ?? undefined,
            }}
            onApply={(range: DateRange) =>
              openList({ from_date: range.from_date, to_date: range.to_date })
            }
          />
        </>
      )}
    </Flex>
  );
}

/** Whether the module has a side menu (announcements, wellness). */
export const hasSideMenu = (module: AnyContentModule) => !!module.categories || !!module.sideMenu;

/** The module's side menu in the layout's slot, for modules that have one (list pages only). */
export function ContentSideMenuSlot({ module }: { module: AnyContentModule }) {
  if (!hasSideMenu(module)) return null;
  return (
    <ModuleSideMenu>
      <ContentSideMenu module={module} />
    </ModuleSideMenu>
  );
}
