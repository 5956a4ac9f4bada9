import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPlot } from './lazy-plot';

const Label = ({ text }: { text: string }) => <p>{text}</p>;

function renderInSuspense(plot: ReturnType<typeof lazyPlot<{ text: string }>>) {
  return render(
    <Suspense fallback={<p>Loading the drawing</p>}>
      <plot.Plot text="Drawn" />
    </Suspense>,
  );
}

describe('lazyPlot', () => {
  it('loads its code on first use and shows the fallback meanwhile', async () => {
    const plot = lazyPlot(() => Promise.resolve(Label));
    renderInSuspense(plot);

    expect(screen.getByText('Loading the drawing')).toBeInTheDocument();
    expect(await screen.findByText('Drawn')).toBeInTheDocument();
  });

  it('draws at once, without suspending, once its code has loaded', async () => {
    const plot = lazyPlot(() => Promise.resolve(Label));
    await plot.start();
    renderInSuspense(plot);

    expect(screen.getByText('Drawn')).toBeInTheDocument();
    expect(screen.queryByText('Loading the drawing')).not.toBeInTheDocument();
  });

  it('fetches its code once, however often it is asked for', async () => {
    let loads = 0;
    const plot = lazyPlot(() => {
      loads += 1;
      return Promise.resolve(Label);
    });
    await Promise.all([plot.start(), plot.start()]);
    renderInSuspense(plot);
    expect(loads).toBe(1);
  });
});
