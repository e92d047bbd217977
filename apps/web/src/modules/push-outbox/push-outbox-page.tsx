import { OutboxSwitch } from '../../platform/engines/content/outbox-switch.tsx';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { pushOutboxList } from './push-outbox-list.tsx';

/** /push-outbox (superusers): the push outbox list with filters, paging and export. */
export default function PushOutboxPage() {
  return <ListPage config={pushOutboxList} actions={<OutboxSwitch />} />;
}
