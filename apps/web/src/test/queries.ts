// Queries the component tests share: a titled region, a badge's colour, a chart's table rows.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The section (a chart card, a panel) labelled by its heading. */
export function region(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

/** The Mantine colour a badge is drawn in, read from its CSS variables. */
export function badgeColor(label: HTMLElement): string | undefined {
  const root = label.closest<HTMLElement>('.mantine-Badge-root');
  return /--mantine-color-(\w+)-light/.exec(root?.style.getPropertyValue('--badge-bg') ?? '')?.[1];
}

/** Opens a chart card's data table and gives its body rows as arrays of cell texts. */
export async function tableRows(user: UserEvent, title: string): Promise<string[][]> {
  const toggle = region(title).getByRole('button', { name: 'Show data table' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  const table = region(title).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}
