import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { announcementModule } from './announcement-module.ts';

export default function AnnouncementListPage() {
  return <ContentListPage module={announcementModule} />;
}
