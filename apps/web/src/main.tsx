import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  // antd's accessibility gaps (platform/core/a11y), requested before the first page's code.
  void import('./platform/core/a11y/fill-antd-gaps.ts').then((a11y) => a11y.fillAntdGaps());
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
