import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './login.css';

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
  return (
    <div className="login-screen">
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <span className="console-logo-mark login-logo">E</span>
          <span>Education Console</span>
        </div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </div>
  );
}
