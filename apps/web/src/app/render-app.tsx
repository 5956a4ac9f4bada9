// Renders the app; main.tsx loads this once zod is set (lib/zod-config.ts).
import { startTransition, StrictMode } from 'react';
import { env } from '@/config/env';
import { ensureLabSession } from '@/lib/lab-session';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The lab session is made in the background: calls made before it exists go out without one.
void ensureLabSession(env.serviceBase);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render into');

const root = createRoot(rootElement);
// As a transition, the first render yields to the browser every few milliseconds rather than
// holding the page for the whole tree.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
