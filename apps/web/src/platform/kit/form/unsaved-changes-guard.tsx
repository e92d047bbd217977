import { Modal } from 'antd';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { PageActiveContext } from '../layout/layout-slots.tsx';

// Leaving a form with changes not sent asks first: inside the console (a link, the back
// button) with a dialog, and on closing or reloading the tab with the browser's own prompt.
// Any form can use it: it only needs to know whether it holds changes not yet saved.

export function UnsavedChangesGuard({ when: dirty }: { when: boolean }) {
  // A page kept alive stays mounted while hidden: only the page on screen guards its changes,
  // or a form left with Leave would stop every later navigation.
  const onScreen = useContext(PageActiveContext);
  const when = dirty && onScreen;
  // The router keeps the blocker function it was last handed, after a passive effect; a form
  // that saves and navigates in one go would meet the old one. A ref set in the commit lets a
  // form that marks itself clean (flushSync) and then navigates pass at once.
  const guarding = useRef(when);
  useLayoutEffect(() => {
    guarding.current = when;
  }, [when]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

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
