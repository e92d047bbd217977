import { ContentDetailPage } from '../../platform/content/content-detail-page.tsx';
import { pollModule } from './poll-module.tsx';

export default function PollDetailPage() {
  return <ContentDetailPage module={pollModule} />;
}
