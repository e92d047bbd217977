import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { wellnessModule } from './wellness-module.ts';

export default function WellnessListPage() {
  return <ContentListPage module={wellnessModule} />;
}
