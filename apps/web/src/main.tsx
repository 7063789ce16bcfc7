// First: schemas are made as their modules load.
import '@/lib/zodWithoutEval';
// Lets antd 5 render its message, modal and wave effects on React 19; must come before antd is used.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { App } from '@/app/App';
import '@/app/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
