import {
  POLL_TYPES,
  PollMessages,
  PollQuestionType,
  PollStatus,
  PollType,
  type PollItem,
  type PollQuestionBody,
  type TargetingFilter,
} from '@console/contract';
import { DatePicker, Flex, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useSubmitIntent,
  type ContentExtensionProps,
  type ContentFormExtension,
} from '../../platform/engines/content/content-form-extension.ts';
import { ReachCountView } from '../../platform/kit/targeting/reach-count.tsx';
import { compactFilter } from '../../platform/kit/targeting/targeting-rules.ts';
import { fetchReachCount, useReachCount } from '../../platform/kit/targeting/use-reach-count.ts';
import { DATE_TIME_FORMAT } from '../../platform/core/format/date-time.ts';
import { newQuestion, PollQuestionsField, type QuestionValue } from './poll-questions-field.tsx';
import { SavedPollReach } from './poll-saved-reach.tsx';

// The poll form's own part (002 §3, §4): the questions (built in the form: add, reorder and
// remove questions and their options), the end date every sent poll needs, and the poll type.
// The shared form gives the title, the introduction (the message, optional for a poll), the
// audience, the schedule and the three ways to save; the reach beside the audience is the poll's.

/** Why an end date cannot be used when saving with this status, or null. */
export function endsAtError(
  value: Dayjs | null | undefined,
  status: number,
  scheduledAt: Dayjs | null | undefined,
  now: Dayjs = dayjs(),
): string | null {
  if (!value) {
    return status === PollStatus.Sent || status === PollStatus.Scheduled
      ? PollMessages.endsAtRequired
      : null;
  }
  if (!value.isAfter(now)) return PollMessages.endsAtInPast;
  if (status === PollStatus.Scheduled && scheduledAt && !value.isAfter(scheduledAt)) {
    return PollMessages.endsAtBeforeSchedule;
  }
  return null;
}

/**
 * Who the poll goes to, as the server sends it: a permitted-branches poll goes to its audience
 * in every branch the author may reach, whatever locations the targeting names
 * (apps/server/src/modules/opinion-poll/DECISIONS.md "Poll types"), so its reach and the send
 * confirmation count it that way.
 */
export function pollAudience(targeting: TargetingFilter, pollType: unknown): TargetingFilter {
  if (pollType !== PollType.PermittedBranchesPoll) return targeting;
  const {
    state_ids: _states,
    district_ids: _districts,
    branch_ids: _branches,
    ...rest
  } = targeting;
  return { ...rest, target_method: 'all' };
}

/** One audience whatever the order of its fields (empty choices dropped). */
const audienceKey = (audience: TargetingFilter) =>
  JSON.stringify(
    Object.entries(compactFilter(audience)).sort(([one], [other]) => one.localeCompare(other)),
  );

/**
 * The reach beside the audience. A saved poll whose audience is still the one saved is counted
 * by its own call, GET /opinion_poll/{id}/segments_reach_count (002 §7), per segment; a new
 * poll, or a changed audience the saved one no longer describes, by the live count.
 */
function PollReach({ targeting, scope, item }: ContentExtensionProps) {
  const pollType = Form.useWatch('poll_type', Form.useFormInstance()) as unknown;
  const audience = pollAudience(targeting, pollType);
  const saved = item as PollItem | undefined;
  if (
    saved &&
    audienceKey(audience) === audienceKey(pollAudience(saved.targeting, saved.poll_type))
  ) {
    return <SavedPollReach poll={saved} />;
  }
  return <LiveReach audience={audience} scope={scope} />;
}

function LiveReach({
  audience,
  scope,
}: {
  audience: TargetingFilter;
  scope: ContentExtensionProps['scope'];
}) {
  const reach = useReachCount(audience, scope);
  return (
    <ReachCountView
      data={reach.data}
      loading={reach.isFetching || reach.pending}
      error={reach.isError ? reach.error : null}
      onRetry={() => void reach.refetch()}
    />
  );
}

function PollFields() {
  const intent = useSubmitIntent();
  const form = Form.useFormInstance();
  return (
    <Flex vertical gap={8}>
      <Flex gap={32} wrap>
        <Form.Item
          label="Ends"
          name="ends_at"
          extra="Answers are taken until then; needed to send or schedule."
          dependencies={['scheduled_at']}
          rules={[
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const scheduledAt = form.getFieldValue('scheduled_at') as Dayjs | null;
                const problem = endsAtError(value, intent.current, scheduledAt);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <DatePicker
            aria-label="Ends"
            showTime={{ format: 'hh:mm A', use12Hours: true, minuteStep: 5 }}
            format={DATE_TIME_FORMAT}
            placeholder="End date and time"
            needConfirm={false}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            style={{ minWidth: 240 }}
          />
        </Form.Item>
        <Form.Item
          label="Poll type"
          name="poll_type"
          extra="A permitted branches poll goes to its audience in every branch you may reach; the states, districts and branches chosen below are not used."
        >
          <Radio.Group
            optionType="button"
            options={POLL_TYPES.options().map((option) => ({
              value: option.value,
              label: option.label,
            }))}
          />
        </Form.Item>
      </Flex>
      <PollQuestionsField />
    </Flex>
  );
}

const questionBody = (question: QuestionValue): PollQuestionBody => ({
  ...(question.id ? { id: question.id } : {}),
  question: question.question.trim(),
  type: question.type,
  required: question.required,
  options:
    question.type === PollQuestionType.Radio
      ? question.options.map((option) => ({
          ...(option.id ? { id: option.id } : {}),
          text: option.text.trim(),
        }))
      : [],
});

export const pollFormExtension: ContentFormExtension<PollItem> = {
  initialValues: { ends_at: null, poll_type: PollType.SinglePoll, questions: [newQuestion()] },
  fromItem: (item) => ({
    ends_at: item.ends_at ? dayjs(item.ends_at) : null,
    poll_type: item.poll_type,
    questions: item.questions.map((question): QuestionValue => ({
      id: question.id,
      question: question.question,
      type: question.type,
      required: question.required,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    })),
  }),
  toBody: (values) => ({
    ends_at: (values.ends_at as Dayjs | null | undefined)?.toISOString() ?? null,
    poll_type: values.poll_type ?? PollType.SinglePoll,
    questions: ((values.questions as QuestionValue[] | undefined) ?? []).map(questionBody),
  }),
  fieldNames: ['ends_at', 'poll_type', 'questions'],
  Fields: PollFields,
  Reach: PollReach,
  countReach: (values, { targeting, scope }) =>
    fetchReachCount(scope, compactFilter(pollAudience(targeting, values.poll_type))),
  fieldsTitle: 'Questions',
  messageOptional: true,
};
