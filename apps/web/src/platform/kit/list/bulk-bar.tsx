import { Button, Flex, Modal, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import type { BulkAction, RowKey } from './bulk-action.ts';
import type { ListController } from './use-list-controller.ts';

// The bar over a list once rows are selected: "N selected", the list's bulk actions and a way
// to clear the selection. Each action asks first in a modal that names the count (focus starts
// on Cancel for a dangerous action, on OK otherwise; Escape cancels) and closes once the run
// has finished; the controller then reports, clears the selection and reloads. An action with a
// prompt of its own (a reason for them all) asks in that dialog instead, under the same rules.

interface BulkBarProps<Row> {
  controller: ListController<Row>;
  /** Buttons of the page's own that act on the selection (e.g. "Edit 3 selected"). */
  extra?: ReactNode;
}

export function BulkBar<Row>({ controller, extra }: BulkBarProps<Row>) {
  const [modal, modalHolder] = Modal.useModal();
  const { token } = theme.useToken();
  const { selection, config, bulkRunning } = controller;
  const actions = config.bulkActions ?? [];
  const [prompting, setPrompting] = useState<{
    action: BulkAction<Row>;
    keys: readonly RowKey[];
  } | null>(null);

  const ask = (action: BulkAction<Row>) => {
    // The keys confirmed are the keys run, whatever changes while the question is open.
    const keys = selection.keys;
    if (action.prompt) {
      setPrompting({ action, keys });
      return;
    }
    void modal.confirm({
      title: action.confirm(keys.length),
      content: action.description,
      okText: action.label,
      okButtonProps: { danger: action.danger },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: action.danger ? 'cancel' : 'ok' },
      onOk: () => controller.runBulk(action, keys),
    });
  };

  return (
    <>
      {/* Kept mounted: the open question outlives the selection it asked about. */}
      {modalHolder}
      {prompting?.action.prompt?.({
        title: prompting.action.confirm(prompting.keys.length),
        count: prompting.keys.length,
        running: bulkRunning === prompting.action.key,
        onCancel: () => setPrompting(null),
        onConfirm: (input) => {
          const { action, keys } = prompting;
          void controller.runBulk(action, keys, input).finally(() => setPrompting(null));
        },
      })}
      {selection.count > 0 && (
        <Flex
          component="section"
          aria-label="Selected items"
          align="center"
          gap={8}
          wrap
          style={{
            padding: '6px 12px',
            background: token.colorPrimaryBg,
            borderRadius: token.borderRadius,
          }}
        >
          <Typography.Text strong aria-live="polite">
            {selection.count} selected
          </Typography.Text>
          {actions.map((action) => (
            <Button
              key={action.key}
              size="small"
              danger={action.danger}
              loading={bulkRunning === action.key}
              disabled={bulkRunning !== null && bulkRunning !== action.key}
              onClick={() => ask(action)}
            >
              {action.label}
            </Button>
          ))}
          {extra}
          <Button size="small" type="link" onClick={selection.clear}>
            Clear selection
          </Button>
        </Flex>
      )}
    </>
  );
}
