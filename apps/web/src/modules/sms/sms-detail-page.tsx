import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import { smsModule } from './sms-module.ts';

export default function SmsDetailPage() {
  return <ContentDetailPage module={smsModule} />;
}
