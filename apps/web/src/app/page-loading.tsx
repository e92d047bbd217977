import { Spin } from 'antd';

/** Shown while a page's code or first data loads. */
export function PageLoading({ delay }: { delay?: number }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" delay={delay} />
    </div>
  );
}
