import { OutboxSwitch } from '../../platform/engines/content/outbox-switch.tsx';
import { ListPage } from '../../platform/kit/list/list-page.tsx';
import { smsOutboxList } from './sms-outbox-list.tsx';

/** /sms-outbox (superusers): the SMS outbox list with filters, paging and export. */
export default function SmsOutboxPage() {
  return <ListPage config={smsOutboxList} actions={<OutboxSwitch />} />;
}
