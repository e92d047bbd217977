import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { smsModule } from './sms-module.ts';

export default function SmsListPage() {
  return <ContentListPage module={smsModule} />;
}
