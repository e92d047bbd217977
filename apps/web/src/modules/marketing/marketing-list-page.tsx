import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { marketingModule } from './marketing-module.ts';

export default function MarketingListPage() {
  return <ContentListPage module={marketingModule} />;
}
