import { Button } from 'antd';
import type { ReactNode } from 'react';
import { storybookUrl } from '../../platform/dev/storybook.ts';
import './login.css';
import { PageHeading } from '../../platform/layout/page-heading.tsx';
import { PlainText } from '../../platform/layout/plain-text.tsx';

/**
 * The centred card every sign-in screen sits in: a plain box drawn as antd's borderless Card
 * draws it (login.css), because Card brings Tabs, Skeleton and the menu code they use (about
 * 20 kB gzip) into the sign-in page for a white box.
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
        <PageHeading style={{ marginBottom: 4 }}>{title}</PageHeading>
        {subtitle && (
          <PlainText as="div" type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </PlainText>
        )}
        {children}
      </div>
      {storybook && (
        <Button
          className="login-storybook"
          href={storybook}
          target="_blank"
          rel="noopener noreferrer"
        >
          Go to Storybook
        </Button>
      )}
    </main>
  );
}
