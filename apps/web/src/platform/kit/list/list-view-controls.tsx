import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Segmented, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../layout/use-media-query.ts';
import type { Density } from './list-view.ts';
import type { ListView } from './use-list-view.ts';

// The table's settings on the list's toolbar: "Columns" (a checkbox per column, Reset) and the
// row density, which on a phone moves into the Columns popover to spare a row. The popover's
// content follows its button in the page, so Tab walks from the button into it; Esc closes it
// and gives the button its focus back.

const DENSITIES: { value: Density; label: string }[] = [
  { value: 'comfortable', label: 'Comfortable' },
  { value: 'compact', label: 'Compact' },
];

export function ListViewControls<Row>({ view }: { view: ListView<Row> }) {
  const narrow = useMediaQuery(MOBILE_QUERY);
  return (
    <Flex gap={8} wrap align="center">
      <ColumnChooser view={view} withDensity={narrow} />
      {!narrow && <DensitySwitch view={view} />}
    </Flex>
  );
}

function DensitySwitch<Row>({ view }: { view: ListView<Row> }) {
  return (
    <Segmented<Density>
      aria-label="Row density"
      value={view.density}
      options={DENSITIES}
      onChange={view.setDensity}
    />
  );
}

function ColumnChooser<Row>({ view, withDensity }: { view: ListView<Row>; withDensity: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const hiddenCount = view.choices.filter((choice) => !choice.shown).length;

  // Into the popover once it is drawn (its content mounts on the first open).
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const focusFirst = (tries: number) => {
      const first = panel.current?.querySelector<HTMLInputElement>('input:not(:disabled)');
      if (first) first.focus();
      else if (tries > 0) frame = requestAnimationFrame(() => focusFirst(tries - 1));
    };
    focusFirst(20);
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const content = (
    <div
      ref={panel}
      id={panelId}
      style={{ minWidth: 200 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      {withDensity && (
        <Flex vertical gap={4} style={{ marginBottom: 12 }}>
          <Typography.Text strong>Rows</Typography.Text>
          <DensitySwitch view={view} />
        </Flex>
      )}
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 'inherit' }}>
          Columns shown
        </legend>
        <Flex vertical gap={4}>
          {view.choices.map((choice) => (
            <Checkbox
              key={choice.key}
              checked={choice.shown}
              disabled={!choice.hideable}
              onChange={(event) => view.setShown(choice.key, event.target.checked)}
              style={{ minHeight: 24 }}
            >
              {choice.title}
              {!choice.hideable && (
                <Typography.Text type="secondary"> (always shown)</Typography.Text>
              )}
            </Checkbox>
          ))}
        </Flex>
      </fieldset>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button size="small" onClick={view.reset} disabled={!view.customised}>
          Reset
        </Button>
        <Button size="small" type="primary" onClick={close}>
          Done
        </Button>
      </Flex>
    </div>
  );

  // The wrapper is the popover's container: its content comes right after the button.
  return (
    <span>
      <Popover
        trigger="click"
        placement="bottomRight"
        arrow={false}
        open={open}
        onOpenChange={setOpen}
        content={content}
        // In the page right after the button, not at the end of the body: the tab order follows.
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Button
          ref={button}
          icon={<SettingOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
        >
          {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
        </Button>
      </Popover>
    </span>
  );
}
