import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { ShortcutTip } from './gate-pass-decision-buttons.tsx';
import type { PassQueue } from './gate-pass-queue.ts';
import { useShortcuts } from './keyboard-shortcuts.ts';

// Previous and next pass of the list the pass was opened from, with its place in it; the keys
// P and N do the same.

export function GatePassQueueNav({ queue }: { queue: PassQueue }) {
  useShortcuts({ p: queue.previous, n: queue.next });
  return (
    <Flex component="nav" aria-label="Passes in the list" align="center" gap={8}>
      <ShortcutTip keys="P" on>
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous pass"
          aria-keyshortcuts="p"
          disabled={!queue.previous}
          onClick={() => queue.previous?.()}
        >
          Previous
        </Button>
      </ShortcutTip>
      {queue.position && (
        <Typography.Text>
          {queue.position.number.toLocaleString('en-IN')} of{' '}
          {queue.position.total.toLocaleString('en-IN')}
        </Typography.Text>
      )}
      <ShortcutTip keys="N" on>
        <Button
          icon={<RightOutlined />}
          iconPlacement="end"
          aria-label="Next pass"
          aria-keyshortcuts="n"
          disabled={!queue.next}
          onClick={() => queue.next?.()}
        >
          Next
        </Button>
      </ShortcutTip>
    </Flex>
  );
}
