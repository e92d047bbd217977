import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { storybookUrl } from '../../platform/dev/storybook.ts';
import './login.css';
import { PageHeading } from '../../platform/layout/page-heading.tsx';

/** The centred card every sign-in screen sits in. */
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
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <span className="console-logo-mark login-logo">E</span>
          <span>Education Console</span>
        </div>
        <PageHeading style={{ marginBottom: 4 }}>{title}</PageHeading>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
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
