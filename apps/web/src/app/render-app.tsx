// Renders the app; main.tsx loads this once zod is set (lib/zod-config.ts).
import { StrictMode } from 'react';
import { env } from '@/config/env';
import { ensureLabSession } from '@/lib/lab-session';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The lab session is made in the background: calls made before it exists go out without one.
void ensureLabSession(env.serviceBase);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render into');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
