import { Component, type ReactNode } from 'react';

export const ERROR_PAGE_FAILED = 'An error occurred while showing the error page';

/** Wraps the error page: if showing the error fails too, say so plainly (000 §2). */
export class SafeErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(ERROR_PAGE_FAILED, error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
          {ERROR_PAGE_FAILED}
        </div>
      );
    }
    return this.props.children;
  }
}
