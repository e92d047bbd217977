import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import { announcementModule } from './announcement-module.ts';

export default function AnnouncementDetailPage() {
  return <ContentDetailPage module={announcementModule} />;
}
