import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { RouteErrorBoundary } from './route-error-boundary';

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.mocked(console.error).mockClear();
  });

  it('shows the error and renders the route again on "Try again"', async () => {
    // React reports every error a boundary catches; here that is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('Stats feed exploded');
      return <h1>Recovered</h1>;
    }
    const user = userEvent.setup();
    renderRoute('/', [{ path: '/', element: <FlakyPage />, errorElement: <RouteErrorBoundary /> }]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Stats feed exploded');

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
