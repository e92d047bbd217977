import {
  SENTIMENTS,
  type CallRecord,
  type CallUpdateBody,
  type SentimentReason,
} from '@console/contract';
import { Alert, Button, Flex, Form, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';

// A reviewer's record of a call (001 §3, §7 PUT /adoption_call/{id}): remarks, principal
// remarks, sentiment (Dissatisfied -1, Neutral 0, Happy 1) and a reason of that sentiment.
// Only what changed is sent; picking another sentiment drops a reason that was not its own.

export type ReviewedCall = Pick<
  CallRecord,
  'id' | 'remarks' | 'principal_remarks' | 'sentiment' | 'sentiment_reason'
>;

interface SentimentEditorProps {
  call: ReviewedCall;
  reasons: readonly SentimentReason[];
  onSave: (body: CallUpdateBody) => Promise<unknown>;
  saving?: boolean;
  /** The server's refusal of the last save. */
  error?: string | null;
}

const REMARKS_MAX = 1000;

interface Draft {
  remarks: string;
  principalRemarks: string;
  sentiment: number | null;
  reason: number | null;
}

const draftOf = (call: ReviewedCall): Draft => ({
  remarks: call.remarks ?? '',
  principalRemarks: call.principal_remarks ?? '',
  sentiment: call.sentiment,
  reason: call.sentiment_reason,
});

/** The fields of the draft that differ from the call, as the PUT body. */
export function reviewChanges(call: ReviewedCall, draft: Draft): CallUpdateBody {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const body: Record<string, unknown> = {};
  if (text(draft.remarks) !== call.remarks) body.remarks = text(draft.remarks);
  if (text(draft.principalRemarks) !== call.principal_remarks) {
    body.principal_remarks = text(draft.principalRemarks);
  }
  if (draft.sentiment !== call.sentiment) body.sentiment = draft.sentiment;
  if (draft.reason !== call.sentiment_reason) body.sentiment_reason = draft.reason;
  return body as CallUpdateBody;
}

export function SentimentEditor({ call, reasons, onSave, saving, error }: SentimentEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(call));
  // Another call, or this one changed on the server (saved): start from what the server holds.
  // Compared by value: the drawer shows the list's row first and then the detail's read of the
  // same call, a new object that must not wipe what the reviewer has begun.
  const held = JSON.stringify([call.id, draftOf(call)]);
  const [heldBefore, setHeldBefore] = useState(held);
  if (held !== heldBefore) {
    setHeldBefore(held);
    setDraft(draftOf(call));
  }
  const fitting = useMemo(
    () => reasons.filter((reason) => reason.sentiment === draft.sentiment),
    [reasons, draft.sentiment],
  );
  const changes = reviewChanges(call, draft);
  const changed = Object.keys(changes).length > 0;

  const chooseSentiment = (sentiment: number | null) =>
    setDraft((current) => ({
      ...current,
      sentiment,
      reason: reasons.some((r) => r.id === current.reason && r.sentiment === sentiment)
        ? current.reason
        : null,
    }));

  return (
    <Form
      layout="vertical"
      // A refused save is shown through `error`; the draft stays for another try.
      onFinish={() => void onSave(changes).catch(() => undefined)}
      aria-label="Call review"
    >
      <Form.Item label="Sentiment" htmlFor={`sentiment-${call.id}`}>
        <Flex gap={8} align="center" wrap>
          <Radio.Group
            id={`sentiment-${call.id}`}
            optionType="button"
            buttonStyle="solid"
            value={draft.sentiment}
            onChange={(event) => chooseSentiment(event.target.value as number)}
            options={SENTIMENTS.options()}
          />
          {draft.sentiment !== null && (
            <Button type="link" size="small" onClick={() => chooseSentiment(null)}>
              Clear sentiment
            </Button>
          )}
        </Flex>
      </Form.Item>
      <Form.Item label="Sentiment reason" htmlFor={`reason-${call.id}`}>
        <Select
          id={`reason-${call.id}`}
          aria-label="Sentiment reason"
          allowClear
          disabled={draft.sentiment === null}
          placeholder={draft.sentiment === null ? 'Choose a sentiment first' : 'Choose a reason'}
          value={draft.reason ?? undefined}
          onChange={(value: number | undefined) =>
            setDraft((current) => ({ ...current, reason: value ?? null }))
          }
          options={fitting.map((reason) => ({ value: reason.id, label: reason.name }))}
        />
      </Form.Item>
      <Form.Item label="Remarks" htmlFor={`remarks-${call.id}`}>
        <Input.TextArea
          id={`remarks-${call.id}`}
          rows={3}
          maxLength={REMARKS_MAX}
          showCount
          value={draft.remarks}
          onChange={(event) => setDraft((current) => ({ ...current, remarks: event.target.value }))}
        />
      </Form.Item>
      <Form.Item label="Principal remarks" htmlFor={`principal-remarks-${call.id}`}>
        <Input.TextArea
          id={`principal-remarks-${call.id}`}
          rows={3}
          maxLength={REMARKS_MAX}
          showCount
          value={draft.principalRemarks}
          onChange={(event) =>
            setDraft((current) => ({ ...current, principalRemarks: event.target.value }))
          }
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" disabled={!changed} loading={saving}>
          Save
        </Button>
        <Button disabled={!changed || saving} onClick={() => setDraft(draftOf(call))}>
          Reset
        </Button>
      </Flex>
    </Form>
  );
}
