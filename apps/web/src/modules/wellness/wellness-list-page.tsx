import { ContentListPage } from '../../platform/content/content-list-page.tsx';
import { wellnessModule } from './wellness-module.ts';

export default function WellnessListPage() {
  return <ContentListPage module={wellnessModule} />;
}
