import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { StatCard, type StatTrend } from './stat-card';

function renderTrend(trend: StatTrend) {
  renderPage(<StatCard title="Total Requests" value="1,234" trend={trend} />);
  return screen.getByText(/%$/);
}

describe('StatCard', () => {
  it('shows its title, value and subtitle as one named group', () => {
    renderPage(<StatCard title="Total Requests" value="1,234" subtitle="Last 24 hours" />);

    const card = within(screen.getByRole('group', { name: 'Total Requests' }));
    expect(card.getByText('1,234')).toBeInTheDocument();
    expect(card.getByText('Last 24 hours')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a rise in green with an up arrow and one decimal', () => {
    const trend = renderTrend({ percent: 12.5 });

    expect(trend).toHaveTextContent('12.5%');
    expect(within(trend).getByRole('img', { name: 'up' })).toBeInTheDocument();
    expect(trend).toHaveStyle({ color: 'var(--mantine-color-green-text)' });
  });

  it('shows a fall in red with a down arrow, without the minus sign', () => {
    const trend = renderTrend({ percent: -3 });

    expect(trend).toHaveTextContent(/^3\.0%$/);
    expect(within(trend).getByRole('img', { name: 'down' })).toBeInTheDocument();
    expect(trend).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('shows a fall in green when down is good', () => {
    const fall = renderTrend({ percent: -8.25, goodWhen: 'down' });
    expect(within(fall).getByRole('img', { name: 'down' })).toBeInTheDocument();
    expect(fall).toHaveStyle({ color: 'var(--mantine-color-green-text)' });
  });

  it('shows a rise in red when down is good', () => {
    const rise = renderTrend({ percent: 4, goodWhen: 'down' });
    expect(within(rise).getByRole('img', { name: 'up' })).toBeInTheDocument();
    expect(rise).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
  });

  it('shows no change dimmed and without an arrow', () => {
    const trend = renderTrend({ percent: 0 });

    expect(trend).toHaveTextContent('0.0%');
    expect(within(trend).queryByRole('img')).not.toBeInTheDocument();
    expect(trend).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
  });

  it('treats a change that rounds to 0.0% as no change', () => {
    const trend = renderTrend({ percent: -0.04 });

    expect(trend).toHaveTextContent('0.0%');
    expect(within(trend).queryByRole('img')).not.toBeInTheDocument();
  });

  it('explains itself in a tooltip that keyboard focus opens', async () => {
    const user = userEvent.setup();
    renderPage(
      <StatCard title="Error Rate" value="1.2%" info="Failed requests as a share of all" />,
    );

    const button = screen.getByRole('button', { name: 'About Error Rate' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Failed requests as a share of all',
    );
    expect(button).toHaveAccessibleDescription('Failed requests as a share of all');
  });
});
