import { ContentFormPage } from '../../platform/engines/content/content-form-page.tsx';
import { pollFormExtension } from './poll-form-extension.tsx';
import { pollModule } from './poll-module.tsx';

export default function PollFormPage() {
  return <ContentFormPage module={pollModule} extension={pollFormExtension} />;
}
