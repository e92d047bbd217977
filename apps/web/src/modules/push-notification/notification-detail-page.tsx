import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import { notificationModule } from './notification-module.ts';

export default function NotificationDetailPage() {
  return <ContentDetailPage module={notificationModule} />;
}
