// Shared by the Metrics page's component tests: rendering, cards and the fake metrics API.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderRoute } from '@/test/render';

export const PATHS = {
  timeseries: '/api/metrics/timeseries',
  quantiles: '/api/metrics/timeseries-quantiles',
  operations: '/api/metrics/operations',
  uptime: '/api/metrics/uptime',
} as const;

export function renderAt(element: ReactNode) {
  return renderRoute('/metrics', [{ path: '/metrics', element }]);
}

export function card(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

export function wrapped(data: unknown) {
  return () => Response.json({ success: true, data });
}

/** Opens a chart card's data table and gives its body rows as arrays of cell texts. */
export async function tableRows(user: UserEvent, title: string): Promise<string[][]> {
  const toggle = card(title).getByRole('button', { name: 'Show data table' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  const table = card(title).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The Mantine colour a badge is drawn in, read from its CSS variables. */
export function badgeColor(label: HTMLElement): string | undefined {
  const root = label.closest<HTMLElement>('.mantine-Badge-root');
  return /--mantine-color-(\w+)-light/.exec(root?.style.getPropertyValue('--badge-bg') ?? '')?.[1];
}
