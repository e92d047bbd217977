import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { notificationModule } from './notification-module.ts';

export default function NotificationListPage() {
  return <ContentListPage module={notificationModule} />;
}
