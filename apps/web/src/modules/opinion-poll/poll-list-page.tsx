import { ContentListPage } from '../../platform/engines/content/content-list-page.tsx';
import { pollModule } from './poll-module.tsx';

export default function PollListPage() {
  return <ContentListPage module={pollModule} />;
}
