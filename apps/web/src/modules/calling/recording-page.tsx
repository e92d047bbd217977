import { PageTrail } from '../../platform/kit/layout/breadcrumbs.tsx';
import { callTypeEntry } from '@console/contract';
import { Alert, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../platform/core/api/api-client.ts';
import { CallDetails } from './call-drawer.tsx';
import { recordingUrl, useCall } from './calling-api.ts';
import { PageHeading } from '../../platform/kit/layout/page-heading.tsx';

// /adoption-calling/recording/{id} (001 §2): a call's recording in the browser's audio player,
// beside what the call was. The file is served to signed-in readers of the call (the session
// cookie authenticates the player's GET).

const idOf = (value: string | undefined): number | null =>
  /^\d{1,10}$/.test(value ?? '') ? Number(value) : null;

export default function RecordingPage() {
  const id = idOf(useParams().id);
  const call = useCall(id);
  if (id === null) return <Result status="404" title="Call not found" />;
  if (call.isPending) return <Skeleton active />;
  if (call.isError) {
    return (
      <Result
        status={call.error instanceof ApiError && call.error.status === 404 ? '404' : 'error'}
        title="This call could not be opened"
        subTitle={call.error.message}
        extra={<Link to="/adoption-calling">Back to calling</Link>}
      />
    );
  }
  const type = callTypeEntry(call.data.call_type);
  const listPath = type?.flag ? `/adoption-calling?call_type=${type.flag}` : '/adoption-calling';
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <PageTrail
        list={{ to: listPath, label: type ? `${type.name} Calling` : 'Calling' }}
        page={`Recording of call ${call.data.id}`}
      />
      <PageHeading>Recording of call {call.data.id}</PageHeading>
      <Card>
        {call.data.has_recording ? (
          <Flex vertical gap={8}>
            <audio
              controls
              preload="metadata"
              src={recordingUrl(call.data.id)}
              aria-label={`Recording of call ${call.data.id}`}
              style={{ width: '100%' }}
            >
              <Alert type="warning" title="This browser cannot play the recording." />
            </audio>
            <Typography.Link href={recordingUrl(call.data.id)} download>
              Download the recording
            </Typography.Link>
          </Flex>
        ) : (
          <Empty description="This call has no recording." />
        )}
      </Card>
      <CallDetails call={call.data} />
    </Flex>
  );
}
