import { contentCategoryEndpoints, contentEndpoints } from './content.endpoints.ts';
import {
  ANNOUNCEMENT_EXPORT_FILE,
  announcementBody,
  announcementItem,
  announcementListQuery,
} from './announcement.ts';

const path = '/announcement';

/** Announcements (000 §7): the content engine's calls and the categories'. */
export const announcementEndpoints = {
  ...contentEndpoints(path, {
    item: announcementItem,
    body: announcementBody,
    listQuery: announcementListQuery,
    exportFile: ANNOUNCEMENT_EXPORT_FILE,
  }),
  categories: contentCategoryEndpoints(path),
};
