import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import { marketingModule } from './marketing-module.ts';

export default function MarketingDetailPage() {
  return <ContentDetailPage module={marketingModule} />;
}
