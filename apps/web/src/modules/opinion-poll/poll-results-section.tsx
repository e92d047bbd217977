import { PollQuestionType, PollStatus, type PollItem, type PollResults } from '@console/contract';
import { Alert, Card, Empty, Flex, Progress, Skeleton, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { barChartOption } from '../../platform/kit/charts/bar-chart-option.ts';
import { Chart } from '../../platform/kit/charts/chart.tsx';
import { usePollResults, usePollTextAnswers } from './poll-api.ts';
import { formatCount, formatRate } from './poll-format.ts';
import { tableLoading } from '../../platform/kit/list/table-loading.tsx';

type PollQuestionResult = PollResults['questions'][number];

// A poll's results on its page (the "results as charts beside the numbers"): who
// answered overall, per branch and per segment, and each question's answers — a bar per option
// beside its table, or a text question's answers page by page. Read again every few seconds
// while the poll takes answers, so the charts move as answers arrive.

export default function PollResultsSection({ item }: { item: PollItem }) {
  const results = usePollResults(item);
  if (item.status !== PollStatus.Sent && item.status !== PollStatus.Completed) {
    return (
      <Card title="Results">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Results appear here once the poll is sent."
        />
      </Card>
    );
  }
  if (results.isPending) {
    return (
      <Card title="Results">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (results.isError) {
    return (
      <Card title="Results">
        <Alert
          type="error"
          showIcon
          title="The results could not be read."
          description={apiErrorText(results.error)}
        />
      </Card>
    );
  }
  return <ResultsView item={item} results={results.data} />;
}

function ResultsView({ item, results }: { item: PollItem; results: PollResults }) {
  return (
    <>
      <Card title="Responses">
        <Flex vertical gap={12} role="region" aria-label="Responses">
          <Flex gap={32} wrap>
            <Statistic title="Recipients" value={results.recipients} />
            <Statistic title="Answered" value={results.responded} />
            <Statistic title="Response rate" value={formatRate(results.response_rate)} />
          </Flex>
          <Progress
            percent={Math.round(results.response_rate * 1000) / 10}
            showInfo={false}
            aria-label="Response rate"
          />
          <Typography.Text type="secondary">
            {item.status === PollStatus.Sent
              ? `Open until ${formatDateTime(item.ends_at)}; these figures follow the answers as they arrive.`
              : `Closed on ${formatDateTime(item.ends_at)}.`}
          </Typography.Text>
        </Flex>
      </Card>
      {results.questions.map((question, index) => (
        <QuestionResult key={question.id} item={item} question={question} number={index + 1} />
      ))}
      <ShareTable
        title="Responses by branch"
        rows={results.by_branch.map((row) => ({
          key: row.branch_id,
          name: row.branch_name,
          ...row,
        }))}
        nameTitle="Branch"
      />
      {results.by_segment.length > 0 && (
        <ShareTable
          title="Responses by segment"
          rows={results.by_segment.map((row) => ({
            key: row.segment_id,
            name: row.segment_name,
            ...row,
          }))}
          nameTitle="Segment"
        />
      )}
    </>
  );
}

function QuestionResult({
  item,
  question,
  number,
}: {
  item: PollItem;
  question: PollQuestionResult;
  number: number;
}) {
  const title = `${number}. ${question.question}`;
  return (
    <Card
      title={<span style={{ whiteSpace: 'normal' }}>{title}</span>}
      extra={
        <Typography.Text type="secondary">
          {formatCount(question.answered)} answered
        </Typography.Text>
      }
    >
      {question.type === PollQuestionType.Text ? (
        <TextAnswers item={item} questionId={question.id} label={title} />
      ) : (
        <Flex gap={24} wrap>
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Chart
              label={`Answers to question ${number}`}
              emptyText="No answers yet."
              height={Math.max(160, question.options.length * 44)}
              option={barChartOption({
                categories: question.options.map((option) => option.text),
                series: [
                  { name: 'Answers', values: question.options.map((option) => option.count) },
                ],
                horizontal: true,
                valueName: 'Answers',
                labelWidth: 180,
              })}
            />
          </div>
          <Table
            style={{ flex: '1 1 280px' }}
            size="small"
            pagination={false}
            rowKey="id"
            aria-label={`Answers to question ${number}`}
            dataSource={question.options}
            columns={[
              { key: 'text', dataIndex: 'text', title: 'Option' },
              {
                key: 'count',
                dataIndex: 'count',
                title: 'Answers',
                align: 'right',
                render: formatCount,
              },
              {
                key: 'percent',
                dataIndex: 'percent',
                title: 'Share',
                align: 'right',
                render: (percent: number) => `${percent.toLocaleString('en-IN')}%`,
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}

const TEXT_PAGE = 10;

function TextAnswers({
  item,
  questionId,
  label,
}: {
  item: PollItem;
  questionId: number;
  label: string;
}) {
  const [page, setPage] = useState(1);
  const answers = usePollTextAnswers(item, questionId, page, TEXT_PAGE);
  if (answers.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The answers could not be read."
        description={apiErrorText(answers.error)}
      />
    );
  }
  return (
    <Table
      size="small"
      aria-label={`Answers to ${label}`}
      rowKey={(row) => `${row.answered_at}-${row.answer}`}
      dataSource={answers.data?.rows ?? []}
      {...tableLoading(answers, 'answers', 'No answers yet.')}
      pagination={{
        current: page,
        pageSize: TEXT_PAGE,
        total: answers.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        showTotal: (total) => `${formatCount(total)} answers`,
      }}
      columns={[
        {
          key: 'answer',
          dataIndex: 'answer',
          title: 'Answer',
          render: (text: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>,
        },
        {
          key: 'branch_name',
          dataIndex: 'branch_name',
          title: 'Branch',
          render: (name: string | null) => name ?? '—',
        },
        { key: 'answered_at', dataIndex: 'answered_at', title: 'Answered', render: formatDateTime },
      ]}
    />
  );
}

interface ShareRow {
  key: number;
  name: string;
  recipients: number;
  responded: number;
  response_rate: number;
}

/** Who answered per branch or segment: the lowest rates first in the chart, the table sortable. */
function ShareTable({
  title,
  rows,
  nameTitle,
}: {
  title: string;
  rows: ShareRow[];
  nameTitle: string;
}) {
  const charted = [...rows].sort((a, b) => a.response_rate - b.response_rate).slice(0, 15);
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recipients yet." />
      ) : (
        <Flex vertical gap={16}>
          {rows.length > 1 && (
            <Chart
              label={`${title}: response rate, lowest first`}
              emptyText="No responses yet."
              height={Math.max(160, charted.length * 32)}
              option={barChartOption({
                categories: charted.map((row) => row.name),
                series: [
                  {
                    name: 'Response rate (%)',
                    values: charted.map((row) => Math.round(row.response_rate * 1000) / 10),
                  },
                ],
                horizontal: true,
                valueName: '%',
              })}
            />
          )}
          <Table<ShareRow>
            size="small"
            aria-label={title}
            dataSource={rows}
            pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              {
                key: 'name',
                dataIndex: 'name',
                title: nameTitle,
                sorter: (a, b) => a.name.localeCompare(b.name),
              },
              {
                key: 'recipients',
                dataIndex: 'recipients',
                title: 'Recipients',
                align: 'right',
                render: formatCount,
                sorter: (a, b) => a.recipients - b.recipients,
              },
              {
                key: 'responded',
                dataIndex: 'responded',
                title: 'Answered',
                align: 'right',
                render: formatCount,
                sorter: (a, b) => a.responded - b.responded,
              },
              {
                key: 'response_rate',
                dataIndex: 'response_rate',
                title: 'Rate',
                align: 'right',
                render: formatRate,
                sorter: (a, b) => a.response_rate - b.response_rate,
                defaultSortOrder: 'ascend',
              },
            ]}
          />
        </Flex>
      )}
    </Card>
  );
}
