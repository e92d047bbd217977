import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

// A link that looks like a button ("New meeting", "Camera grid"): antd's Button drawing an <a>
// with the address, so it is a link to assistive technology, opens in a new tab with Ctrl or the
// middle button, and moves within the console without reloading on a plain click. (A router Link
// with antd's button class names is not styled: antd scopes its styles to its own hashed class,
// which only its components add.)

interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
}

export function LinkButton({ to, ...button }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...button}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => navigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
