import { DVR_HEALTH, DvrHealth, type DvrScanAnswer } from '@console/contract';
import { Alert, Button, Descriptions, Modal, Spin, Steps, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useScanDvr } from './cctv-api.ts';

// A scan of a recorder, from its page or the list: the dialog starts it, shows what the scan
// does while it waits (the server reads the recorder in one call, so no step is claimed done
// before the answer says so), then what it found: the cameras added and updated, or why the
// recorder could not be read.

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** How far the scan got, from its answer: the step that failed, and those before it done. */
export function scanSteps(answer: DvrScanAnswer | undefined, running: boolean) {
  const state = answer?.health.state;
  const failedAt = !answer
    ? -1
    : state === DvrHealth.Unreachable && answer.device === null
      ? 0
      : state === DvrHealth.WrongPassword && answer.device === null
        ? 1
        : !answer.reachable
          ? 2
          : -1;
  const titles = ['Reach the recorder', 'Sign in', 'Read its channels', 'Update the cameras'];
  return titles.map((title, index) => {
    let status: StepStatus = 'wait';
    if (running) status = index === 0 ? 'process' : 'wait';
    else if (answer)
      status =
        failedAt === -1 || index < failedAt ? 'finish' : index === failedAt ? 'error' : 'wait';
    return { title, status };
  });
}

function camerasSaid(answer: DvrScanAnswer): string {
  const found = `${answer.channels.length} channel${answer.channels.length === 1 ? '' : 's'}`;
  const changes = [
    answer.cameras_added > 0 &&
      `${answer.cameras_added} camera${answer.cameras_added === 1 ? '' : 's'} added`,
    answer.cameras_updated > 0 &&
      `${answer.cameras_updated} camera${answer.cameras_updated === 1 ? '' : 's'} updated`,
  ].filter(Boolean);
  return `Found ${found}: ${changes.length > 0 ? changes.join(', ') : 'the cameras were already up to date'}.`;
}

export function DvrScanDialog({
  dvr,
  onClose,
}: {
  dvr: { id: number; name: string };
  onClose: () => void;
}) {
  const scan = useScanDvr();
  const { mutate } = scan;
  // One scan per opening, also under React's development double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(dvr.id);
  }, [mutate, dvr.id]);

  const answer = scan.data;
  const running = scan.isPending;
  return (
    <Modal
      open
      title={`Scan ${dvr.name}`}
      onCancel={onClose}
      // Closing while it runs leaves the scan to finish on the server; the pages reload then.
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Steps
        orientation="vertical"
        size="small"
        items={scanSteps(answer, running)}
        aria-label="Scan steps"
      />
      {running && (
        <div role="status" style={{ textAlign: 'center', padding: 12 }}>
          <Spin />{' '}
          <Typography.Text type="secondary">
            Reading the recorder: its device, channels, disks and clock.
          </Typography.Text>
        </div>
      )}
      {scan.isError && (
        <Alert
          type="error"
          showIcon
          title="The scan could not be run"
          description={apiErrorText(scan.error)}
        />
      )}
      {answer && <ScanResult answer={answer} />}
    </Modal>
  );
}

function ScanResult({ answer }: { answer: DvrScanAnswer }) {
  return (
    <div role="status">
      {answer.reachable ? (
        <Alert type="success" showIcon title={camerasSaid(answer)} />
      ) : (
        <Alert
          type="error"
          showIcon
          title="The recorder could not be read"
          description={answer.message}
        />
      )}
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          ...(answer.device
            ? [
                { key: 'model', label: 'Model', children: answer.device.model_name },
                { key: 'serial', label: 'Serial number', children: answer.device.serial_number },
                { key: 'firmware', label: 'Firmware', children: answer.device.firmware },
              ]
            : []),
          {
            key: 'health',
            label: 'Health',
            children: <StatusTag codes={DVR_HEALTH} code={answer.health.state} />,
          },
          ...(answer.reachable && answer.health.message
            ? [{ key: 'found', label: 'Found', children: answer.health.message }]
            : []),
        ]}
      />
    </div>
  );
}
