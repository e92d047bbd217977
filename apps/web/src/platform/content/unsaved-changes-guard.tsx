import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

// Leaving a form with changes not sent asks first: inside the console (a link, the back
// button) with a dialog, and on closing or reloading the tab with the browser's own prompt.

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      okText="Leave"
      okButtonProps={{ danger: true }}
      cancelText="Stay"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      The changes on this form have not been sent or saved.
    </Modal>
  );
}
