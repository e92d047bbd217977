import { PlusOutlined } from '@ant-design/icons';
import type { ContentItem } from '@console/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAcademicYear } from '../../core/academic-year/use-academic-year.ts';
import { ListPage } from '../../kit/list/list-page.tsx';
import { hasPermission, useMe } from '../../core/me/use-me.ts';
import { useTargetAsset } from '../../kit/targeting/targeting-assets.ts';
import { useContentCategories } from './content-api.ts';
import { contentListConfig } from './content-list-config.tsx';
import { contentPaths, type ContentModule } from './content-module.ts';
import { ContentSideMenuSlot, hasSideMenu } from './content-side-menu.tsx';
import { MOBILE_QUERY, useMediaQuery } from '../../kit/layout/use-media-query.ts';

/** A messaging module's list (kept alive): filters, search, export, status actions per row. */
export function ContentListPage<Item extends ContentItem>({
  module,
}: {
  module: ContentModule<Item>;
}) {
  const me = useMe();
  const navigate = useNavigate();
  const [academicYearId] = useAcademicYear();
  const branches = useTargetAsset('branch', {
    globalModuleId: module.globalModule,
    academicYearId,
  });
  const categories = useContentCategories(module);
  const canCreate = hasPermission(me.data, module.permissions.create);
  const canChange = hasPermission(me.data, module.permissions.update);
  // On a phone the side menu is not drawn: the filter bar and the Create button hold its parts.
  const sideMenuShown = !useMediaQuery(MOBILE_QUERY) && hasSideMenu(module);
  const config = useMemo(
    () =>
      contentListConfig(module, {
        branches: branches.data ?? [],
        categories: categories.data ?? [],
        academicYearId,
        canChange,
        sideMenuShown,
      }),
    [module, branches.data, categories.data, academicYearId, canChange, sideMenuShown],
  );
  return (
    <>
      {sideMenuShown && <ContentSideMenuSlot module={module} />}
      <ListPage
        config={config}
        actions={
          // The side menu's write button is the Create button where it is shown.
          canCreate &&
          !(sideMenuShown && module.sideMenu) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(contentPaths(module).create)}
            >
              Create
            </Button>
          )
        }
      />
    </>
  );
}
