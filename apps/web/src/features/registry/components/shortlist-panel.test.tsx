import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { stubDownloads } from '@/test/download-stub';
import { nzbn, registryEntity, searchBody } from '@/test/registry-fixtures';
import { renderPage } from '@/test/render';
import { RegistryWorkspace } from './registry-workspace';

const ACME = {
  nzbn: nzbn(1),
  name: 'Acme Kiwi Limited',
  entityType: 'Company',
  status: 'Registered',
};
const TRUST = { nzbn: nzbn(2), name: 'Kiwi Trust', entityType: 'Trust', status: 'Removed' };

function renderWorkspace() {
  return renderPage(<RegistryWorkspace />, '/metrics');
}

function shortlistTable() {
  return screen.getByRole('table', { name: 'Saved entities' });
}

function rowTexts() {
  return within(shortlistTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    );
}

function stored(): unknown {
  return JSON.parse(window.localStorage.getItem('registry.shortlist') ?? 'null');
}

describe('Shortlist', () => {
  it('starts empty', () => {
    stubApi({});
    renderWorkspace();

    const section = screen.getByRole('region', { name: 'Shortlist' });
    expect(within(section).getByText('No items saved yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Saved entities' })).not.toBeInTheDocument();
  });

  it('saves a search result once, however often it is saved', async () => {
    stubApi({
      '/api/nzbn/search': () => Response.json(searchBody([registryEntity()])),
      [`/api/nzbn/entities/${nzbn(1)}`]: () =>
        Response.json({ success: true, data: registryEntity() }),
    });
    window.localStorage.setItem('registry.query', 'acme');
    const user = userEvent.setup();
    renderWorkspace();

    await user.click(await screen.findByRole('button', { name: 'Save Acme Kiwi Limited' }));
    expect(rowTexts()).toEqual([[nzbn(1), 'Acme Kiwi Limited', 'Company', 'Registered']]);

    // The same entity from the details panel is a duplicate and changes nothing.
    await user.click(screen.getByRole('button', { name: 'View Acme Kiwi Limited' }));
    const save = await screen.findByRole('button', { name: 'Save to Shortlist' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(rowTexts()).toHaveLength(1);
    expect(stored()).toEqual([ACME]);
  });

  it('restores the stored shortlist and removes one row', async () => {
    stubApi({});
    window.localStorage.setItem('registry.shortlist', JSON.stringify([ACME, TRUST]));
    const user = userEvent.setup();
    renderWorkspace();

    expect(rowTexts()).toEqual([
      [nzbn(1), 'Acme Kiwi Limited', 'Company', 'Registered'],
      [nzbn(2), 'Kiwi Trust', 'Trust', 'Removed'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove Acme Kiwi Limited' }));

    expect(rowTexts()).toEqual([[nzbn(2), 'Kiwi Trust', 'Trust', 'Removed']]);
    expect(stored()).toEqual([TRUST]);
  });

  it('clears every row', async () => {
    stubApi({});
    window.localStorage.setItem('registry.shortlist', JSON.stringify([ACME, TRUST]));
    const user = userEvent.setup();
    renderWorkspace();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByText('No items saved yet')).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('exports the shortlist as nzbn-shortlist.csv', async () => {
    const { downloads } = stubDownloads();
    stubApi({});
    window.localStorage.setItem('registry.shortlist', JSON.stringify([ACME, TRUST]));
    const user = userEvent.setup();
    renderWorkspace();

    await user.click(
      within(screen.getByRole('region', { name: 'Shortlist' })).getByRole('button', {
        name: 'Export CSV',
      }),
    );

    expect(downloads.map((download) => download.fileName)).toEqual(['nzbn-shortlist.csv']);
    expect(await downloads[0]?.blob.text()).toBe(
      `nzbn,name,entityType,status\n${nzbn(1)},Acme Kiwi Limited,Company,Registered\n${nzbn(2)},Kiwi Trust,Trust,Removed`,
    );
  });

  it.each([
    ['not JSON', '[{'],
    ['not an array', JSON.stringify(ACME)],
    ['an item without a name', JSON.stringify([{ ...ACME, name: undefined }])],
    ['an unknown status', JSON.stringify([{ ...TRUST, status: 'Struck off' }])],
  ])('ignores stored data that is %s', (_, raw) => {
    stubApi({});
    window.localStorage.setItem('registry.shortlist', raw);
    renderWorkspace();

    expect(screen.getByText('No items saved yet')).toBeInTheDocument();
  });

  it('keeps the first of stored duplicates', () => {
    stubApi({});
    window.localStorage.setItem(
      'registry.shortlist',
      JSON.stringify([ACME, { ...ACME, name: 'Acme again' }]),
    );
    renderWorkspace();

    expect(rowTexts()).toEqual([[nzbn(1), 'Acme Kiwi Limited', 'Company', 'Registered']]);
  });
});
