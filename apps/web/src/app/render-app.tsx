// Renders the app; main.tsx loads this once zod is set (lib/zod-config.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render into');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
