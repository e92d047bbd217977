import { ContentDetailPage } from '../../platform/engines/content/content-detail-page.tsx';
import PollActions from './poll-actions.tsx';
import { pollModule } from './poll-module.tsx';
import PollResultsSection from './poll-results-section.tsx';

// The poll's page: the messaging page with the poll's own actions and its results (in this
// page's chunk only: the list and home's queue, which read the module's configuration, do not
// carry the charts).
export default function PollDetailPage() {
  return (
    <ContentDetailPage
      module={pollModule}
      extras={{ Actions: PollActions, Sections: PollResultsSection }}
    />
  );
}
