import { Button, type App } from 'antd';
import { createElement } from 'react';

// Toasts (000 §8): errors stay 5000 ms, others 4000 ms, all closable. Callable from anywhere
// (query callbacks, the session store). <NotifyHostSlot /> (app/theme-root.tsx) loads antd's
// notification code with the first toast asked for, not at start-up: most page loads show none.

export const ERROR_TOAST_MS = 5000;
export const TOAST_MS = 4000;

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];
type Kind = 'success' | 'info' | 'warning' | 'error';

interface Toast {
  kind: Kind;
  title: string;
  description?: string;
  show: (instance: NotificationInstance) => void;
}

let instance: NotificationInstance | null = null;
/** Toasts asked for while the host's code loads: shown, in order, once it has. */
const waiting: Toast[] = [];
let host: 'idle' | 'asked' | 'failed' = 'idle';
const slots = new Set<() => void>();

export function setNotificationInstance(next: NotificationInstance | null): void {
  instance = next;
  if (next) for (const toast of waiting.splice(0)) toast.show(next);
}

/** The host's code could not load: what waits, and what comes, goes to the console. */
export function notificationHostFailed(): void {
  host = 'failed';
  waiting.splice(0).forEach(toConsole);
}

/** How a <NotifyHostSlot /> learns that the first toast was asked for. */
export function subscribeHostAsked(listener: () => void): () => void {
  slots.add(listener);
  return () => slots.delete(listener);
}

export const hostAsked = () => host !== 'idle';

function toConsole({ kind, title, description }: Toast): void {
  console[kind === 'error' ? 'error' : 'info'](title, description ?? '');
}

function request(toast: Toast): void {
  if (instance) return toast.show(instance);
  // No host on the page (a component rendered alone) or none that can load: the console.
  if (slots.size === 0 || host === 'failed') return toConsole(toast);
  waiting.push(toast);
  if (host === 'idle') {
    host = 'asked';
    for (const slot of slots) slot();
  }
}

function show(kind: Kind, title: string, description?: string): void {
  request({
    kind,
    title,
    description,
    show: (current) =>
      current[kind]({
        title,
        description,
        duration: (kind === 'error' ? ERROR_TOAST_MS : TOAST_MS) / 1000,
        closable: true,
        // Bottom right: the header (and the tour's first steps at its right end) stay uncovered.
        placement: 'bottomRight',
      }),
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
  request({
    kind,
    title,
    description,
    show: (current) => {
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
    },
  });
}

export const notify = {
  withAction: showWithAction,
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
