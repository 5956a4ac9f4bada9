// Shared by the search panel's tests.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render';
import { SearchPanel } from './search-panel';

export const SEARCH = '/api/nzbn/search';
export const INPUT_LABEL = 'Search for an entity (name, keyword)';

export function renderSearch(onView: (nzbn: string) => void = () => undefined) {
  return renderPage(<SearchPanel onView={onView} />, '/metrics');
}

export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
