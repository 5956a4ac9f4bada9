// Renders routes inside the app's theme and a fresh query client, starting at a given URL.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/app/theme';

export function renderRoute(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No retries: a failure should show on the first try instead of after a delay.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const view = render(
    // env="test" turns off transitions and portals, which jsdom cannot run.
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}

/** Renders one element as the page at `path`. */
export function renderPage(element: ReactNode, path = '/') {
  return renderRoute(path, [{ path, element }]);
}
