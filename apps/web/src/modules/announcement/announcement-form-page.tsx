import { ContentFormPage } from '../../platform/content/content-form-page.tsx';
import { announcementModule } from './announcement-module.ts';

export default function AnnouncementFormPage() {
  return <ContentFormPage module={announcementModule} />;
}
