import { Modal } from 'antd';
import { Link } from 'react-router';
import { useActiveModule } from '../../platform/core/active-module/use-active-module.ts';
import { useMe, visibleModules } from '../../platform/core/me/use-me.ts';
import { helpFor, KEYBOARD_SHORTCUTS } from '../web-modules.ts';
import './help-sheet.css';

/**
 * Help and the keyboard shortcuts ("?" outside a field, or Help in the account menu): every
 * shortcut from the registry (keyboard-shortcuts.ts and the modules' manifests), then short
 * help for the module of this page and each module the user sees, from their manifests.
 * Loaded with its first opening.
 */
export default function HelpSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const me = useMe();
  const { module } = useActiveModule();
  const entries = visibleModules(me.data);
  // The module of this page first: its help is what the user most likely came for.
  const ordered = module
    ? [
        ...entries.filter((entry) => entry.id === module.id),
        ...entries.filter((entry) => entry.id !== module.id),
      ]
    : entries;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="Help and keyboard shortcuts"
      width={640}
      destroyOnHidden
    >
      <h3 className="help-sheet-heading">Keyboard shortcuts</h3>
      <table className="help-sheet-keys">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          {KEYBOARD_SHORTCUTS.map((shortcut) => (
            <tr key={`${shortcut.where}:${shortcut.aria}`}>
              <td>
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' + '}
                    <kbd className="console-kbd">{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.does}</td>
              <td>{shortcut.where}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="help-sheet-heading">Help by module</h3>
      <dl className="help-sheet-modules">
        {ordered.map((entry) => (
          <div key={entry.id}>
            <dt>
              <Link to={entry.path} onClick={onClose}>
                {entry.title}
              </Link>
            </dt>
            <dd>{helpFor(entry)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
