import { Drawer } from 'antd';
import { ModuleMenu } from './module-menu.tsx';

/** The module menu in a drawer from the left: how a phone opens it (000 §2). */
export default function ModuleDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title="Modules"
      size={280}
      styles={{ body: { padding: 0 } }}
    >
      <ModuleMenu onNavigate={onClose} />
    </Drawer>
  );
}
