import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { marketingModule } from './marketing-module.ts';

export default function MarketingFormPage() {
  return <ContentFormPage module={marketingModule} />;
}
