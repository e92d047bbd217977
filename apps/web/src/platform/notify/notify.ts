import { Button, type App } from 'antd';
import { createElement } from 'react';

// Toasts (000 §8): errors stay 5000 ms, others 4000 ms, all closable. Callable from anywhere
// (query callbacks, the session store); <NotifyHost /> (app/theme-root.tsx) provides the instance.

export const ERROR_TOAST_MS = 5000;
export const TOAST_MS = 4000;

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

let instance: NotificationInstance | null = null;

export function setNotificationInstance(next: NotificationInstance | null): void {
  instance = next;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

function show(kind: Kind, title: string, description?: string): void {
  if (!instance) {
    console[kind === 'error' ? 'error' : 'info'](title, description ?? '');
    return;
  }
  instance[kind]({
    title,
    description,
    duration: (kind === 'error' ? ERROR_TOAST_MS : TOAST_MS) / 1000,
    closable: true,
    // Bottom right: the header (and the tour's first steps at its right end) stay uncovered.
    placement: 'bottomRight',
  });
}

let toastCount = 0;

/**
 * A toast with one button (e.g. "Undo" after a bulk change) that stays `ms` and closes when
 * the button is used; it pauses while the pointer is over it, so reaching the button is easy.
 */
function showWithAction(
  kind: Kind,
  title: string,
  description: string | undefined,
  action: { label: string; onClick: () => void; ms: number },
): void {
  if (!instance) {
    console[kind === 'error' ? 'error' : 'info'](title, description ?? '');
    return;
  }
  const current = instance;
  const key = `toast-with-action-${++toastCount}`;
  current[kind]({
    key,
    title,
    description,
    duration: action.ms / 1000,
    closable: true,
    pauseOnHover: true,
    placement: 'bottomRight',
    actions: createElement(
      Button,
      {
        size: 'small',
        onClick: () => {
          current.destroy(key);
          action.onClick();
        },
      },
      action.label,
    ),
  });
}

export const notify = {
  withAction: showWithAction,
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
