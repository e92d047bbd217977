import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './app/global.css';
import { nameListboxes } from './platform/core/a11y/listbox-names.ts';
import { fitTables } from './platform/core/a11y/table-regions.ts';

const root = document.getElementById('root');
if (root) {
  // antd's accessibility gaps, filled for the whole console (platform/a11y).
  nameListboxes();
  fitTables();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
