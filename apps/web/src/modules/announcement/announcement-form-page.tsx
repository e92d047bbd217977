import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { announcementModule } from './announcement-module.ts';

export default function AnnouncementFormPage() {
  return <ContentFormPage module={announcementModule} />;
}
