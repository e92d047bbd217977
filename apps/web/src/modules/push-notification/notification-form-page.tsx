import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { notificationFormExtension } from './notification-form-extension.tsx';
import { notificationModule } from './notification-module.ts';

export default function NotificationFormPage() {
  return <ContentFormPage module={notificationModule} extension={notificationFormExtension} />;
}
