import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_OPTION_MAX,
  POLL_QUESTIONS_MAX,
  POLL_QUESTION_MAX,
  POLL_QUESTION_TYPES,
  PollMessages,
  PollQuestionType,
} from '@console/contract';
import { Button, Card, Checkbox, Flex, Form, Input, Radio, Typography } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form/FormList';

// The questions of a poll as the form builds them: each a question, its type (single choice or
// text), whether it must be answered and, for single choice, 2 to 10 options. Questions and
// options are added, moved up and down and removed with buttons named for what they act on, so
// the builder works by keyboard and reads well to a screen reader.

export interface OptionValue {
  id?: number;
  text: string;
}

export interface QuestionValue {
  id?: number;
  question: string;
  type: number;
  required: boolean;
  options: OptionValue[];
}

export const newQuestion = (): QuestionValue => ({
  question: '',
  type: PollQuestionType.Radio,
  required: true,
  options: [{ text: '' }, { text: '' }],
});

/** Why a question's options cannot be saved, or null. */
export function optionsError(
  type: number,
  options: readonly OptionValue[] | undefined,
): string | null {
  if (type !== PollQuestionType.Radio) return null;
  const texts = (options ?? []).map((option) => option.text.trim().toLowerCase());
  if (texts.length < POLL_OPTIONS_MIN || texts.length > POLL_OPTIONS_MAX) {
    return PollMessages.radioOptions;
  }
  const given = texts.filter(Boolean);
  if (new Set(given).size !== given.length) return PollMessages.optionsRepeat;
  return null;
}

export function PollQuestionsField() {
  return (
    <Form.List
      name="questions"
      rules={[
        {
          validator: async (_rule, questions: QuestionValue[] | undefined) => {
            if (!questions || questions.length === 0)
              throw new Error(PollMessages.questionsRequired);
            if (questions.length > POLL_QUESTIONS_MAX)
              throw new Error(PollMessages.questionsTooMany);
          },
        },
      ]}
    >
      {(fields, operation, { errors }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => (
            <QuestionCard
              key={field.key}
              field={field}
              index={index}
              count={fields.length}
              operation={operation}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= POLL_QUESTIONS_MAX}
              onClick={() => operation.add(newQuestion())}
            >
              Add question
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

function QuestionCard({
  field,
  index,
  count,
  operation,
}: {
  field: FormListFieldData;
  index: number;
  count: number;
  operation: FormListOperation;
}) {
  const form = Form.useFormInstance();
  const number = index + 1;
  const type = Form.useWatch(['questions', field.name, 'type'], form) as number | undefined;
  return (
    <Card
      size="small"
      role="group"
      aria-label={`Question ${number}`}
      title={`Question ${number}`}
      extra={
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={`Move question ${number} up`}
            disabled={index === 0}
            onClick={() => operation.move(index, index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={`Move question ${number} down`}
            disabled={index === count - 1}
            onClick={() => operation.move(index, index + 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Remove question ${number}`}
            disabled={count === 1}
            onClick={() => operation.remove(field.name)}
          />
        </Flex>
      }
    >
      <Form.Item
        label="Question"
        name={[field.name, 'question']}
        rules={[
          { required: true, whitespace: true, message: PollMessages.questionRequired },
          { max: POLL_QUESTION_MAX, message: PollMessages.questionTooLong },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={POLL_QUESTION_MAX} />
      </Form.Item>
      <Flex gap={24} wrap align="center">
        <Form.Item label="Answer" name={[field.name, 'type']}>
          <Radio.Group
            optionType="button"
            options={POLL_QUESTION_TYPES.options().map((option) => ({
              value: option.value,
              label: option.label,
            }))}
          />
        </Form.Item>
        <Form.Item name={[field.name, 'required']} valuePropName="checked">
          <Checkbox>Must be answered</Checkbox>
        </Form.Item>
      </Flex>
      {type === PollQuestionType.Text ? (
        <Typography.Text type="secondary">Recipients answer in their own words.</Typography.Text>
      ) : (
        <OptionsList questionName={field.name} number={number} />
      )}
    </Card>
  );
}

function OptionsList({ questionName, number }: { questionName: number; number: number }) {
  return (
    <Form.List
      name={[questionName, 'options']}
      rules={[
        {
          validator: async (_rule, options: OptionValue[] | undefined) => {
            const problem = optionsError(PollQuestionType.Radio, options);
            if (problem) throw new Error(problem);
          },
        },
      ]}
    >
      {(fields, operation, { errors }) => (
        <Flex vertical gap={4}>
          <Flex vertical gap={4} role="list" aria-label={`Options of question ${number}`}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={4} align="start" role="listitem">
                <Form.Item
                  name={[field.name, 'text']}
                  style={{ flex: 1, marginBottom: 8 }}
                  rules={[
                    { required: true, whitespace: true, message: PollMessages.optionRequired },
                    { max: POLL_OPTION_MAX, message: PollMessages.optionTooLong },
                  ]}
                >
                  <Input
                    aria-label={`Question ${number}, option ${index + 1}`}
                    placeholder={`Option ${index + 1}`}
                    maxLength={POLL_OPTION_MAX}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move option ${index + 1} of question ${number} up`}
                  disabled={index === 0}
                  onClick={() => operation.move(index, index - 1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move option ${index + 1} of question ${number} down`}
                  disabled={index === fields.length - 1}
                  onClick={() => operation.move(index, index + 1)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove option ${index + 1} of question ${number}`}
                  disabled={fields.length <= POLL_OPTIONS_MIN}
                  onClick={() => operation.remove(field.name)}
                />
              </Flex>
            ))}
          </Flex>
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= POLL_OPTIONS_MAX}
              onClick={() => operation.add({ text: '' })}
            >
              Add option
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
