import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderAt } from './use-render-at.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Opens({ at }: { at: number }) {
  const now = useRenderAt(at);
  return <p>{now >= at ? 'open' : 'not yet'}</p>;
}

describe('useRenderAt', () => {
  it('renders again when the moment comes, without anything else changing', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-09T03:59:00Z') });
    render(<Opens at={Date.parse('2026-12-09T04:00:00Z')} />);
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(59_000));
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1_001));
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('waits in steps for a moment beyond setTimeout’s longest delay', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T00:00:00Z') });
    const at = Date.parse('2027-01-15T00:00:00Z');
    render(<Opens at={at} />);
    act(() => void vi.advanceTimersByTime(2 ** 31 - 1));
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(at - Date.now() + 1));
    expect(screen.getByText('open')).toBeTruthy();
  });
});
