import { ContentListPage } from '../../platform/content/content-list-page.tsx';
import { notificationModule } from './notification-module.ts';

export default function NotificationListPage() {
  return <ContentListPage module={notificationModule} />;
}
