import { ContentListPage } from '../../platform/content/content-list-page.tsx';
import { marketingModule } from './marketing-module.ts';

export default function MarketingListPage() {
  return <ContentListPage module={marketingModule} />;
}
