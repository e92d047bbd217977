import { Modal, Input, Typography, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../platform/core/me/use-me.ts';
import { goToEntries, matchEntries } from './go-to-entries.ts';
import './go-to-palette.css';

/**
 * "Go to" (Ctrl+K): any module or "New …" form in a few keystrokes (issue 13: reaching the
 * first home card took 56 Tabs). Type to narrow, arrows to choose, Enter to go.
 */
export default function GoToPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const me = useMe();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const field = useRef<InputRef>(null);
  const entries = useMemo(() => (me.data ? goToEntries(me.data) : []), [me.data]);
  const found = useMemo(() => matchEntries(entries, typed), [entries, typed]);

  useEffect(() => {
    if (open) {
      setTyped('');
      setActive(0);
    }
  }, [open]);
  useEffect(() => setActive(0), [typed]);

  const go = (index: number) => {
    const entry = found[index];
    if (!entry) return;
    onClose();
    void navigate(entry.path);
  };

  const optionId = (index: number) => `go-to-option-${index}`;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="Go to"
      destroyOnHidden
      width={520}
      className="go-to"
      // The dialog's focus trap puts the cursor on its first control, the close button, once it
      // has opened (at once for a user who asks for less motion): a space typed then closed the
      // palette. The cursor belongs in the field.
      afterOpenChange={(opened) => {
        if (opened) field.current?.focus();
      }}
    >
      <Input
        ref={field}
        autoFocus
        placeholder="Type a module or “new …”"
        aria-label="Go to"
        role="combobox"
        aria-expanded="true"
        aria-controls="go-to-list"
        aria-activedescendant={found.length > 0 ? optionId(active) : undefined}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, found.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            go(active);
          }
        }}
      />
      {found.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          Nothing matches “{typed}”.
        </Typography.Paragraph>
      ) : (
        <ul id="go-to-list" role="listbox" aria-label="Places" className="go-to-list">
          {found.map((entry, index) => (
            <li
              key={entry.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'go-to-option go-to-active' : 'go-to-option'}
              onMouseEnter={() => setActive(index)}
              onClick={() => go(index)}
            >
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
