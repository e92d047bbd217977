import type { ReactNode } from 'react';
import { storybookUrl } from '../../platform/core/dev/storybook.ts';
import './login.css';

/**
 * The centred card every sign-in screen sits in, in plain elements (login.css draws it as antd's
 * borderless Card with the console's theme): the sign-in page loads no antd code at all.
 */
export function LoginShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const storybook = storybookUrl();
  return (
    <main className="login-screen">
      <div className="login-card">
        <div className="login-brand">
          <span className="console-logo-mark login-logo">E</span>
          <span>Education Console</span>
        </div>
        {/* tabIndex -1: the console moves the focus to a page's heading (use-heading-focus). */}
        <h1 className="page-heading login-title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <div className="login-subtitle">{subtitle}</div>}
        {children}
      </div>
      {storybook && (
        <a
          className="plain-button plain-button-default login-storybook"
          href={storybook}
          target="_blank"
          rel="noopener noreferrer"
        >
          Go to Storybook
        </a>
      )}
    </main>
  );
}
