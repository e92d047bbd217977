import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { smsFormExtension } from './sms-form-extension.tsx';
import { smsModule } from './sms-module.ts';

export default function SmsFormPage() {
  return <ContentFormPage module={smsModule} extension={smsFormExtension} />;
}
