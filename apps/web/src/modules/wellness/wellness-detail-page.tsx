import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import { wellnessModule } from './wellness-module.ts';

export default function WellnessDetailPage() {
  return <ContentDetailPage module={wellnessModule} />;
}
