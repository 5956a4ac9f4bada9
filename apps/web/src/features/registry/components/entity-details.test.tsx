import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { nzbn, registryEntity } from '@/test/registry-fixtures';
import { renderPage } from '@/test/render';
import { EntityDetails } from './entity-details';

const ENTITY_PATH = `/api/nzbn/entities/${nzbn(1)}`;

function renderDetails(selected: string | null) {
  return renderPage(<EntityDetails nzbn={selected} />, '/metrics');
}

function panel() {
  return within(screen.getByRole('region', { name: 'Entity Details' }));
}

describe('EntityDetails', () => {
  it('asks for a selection until there is one, without a request', () => {
    const fetchMock = stubApi({});
    renderDetails(null);

    expect(panel().getByText('Select an entity from search to view details')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the entity loads', () => {
    stubApi({});
    renderDetails(nzbn(1));

    expect(panel().getByRole('status', { name: 'Loading entity details' })).toBeInTheDocument();
  });

  it('shows the entity with its registration date and region, and saves it', async () => {
    stubApi({
      [ENTITY_PATH]: () => Response.json({ success: true, data: registryEntity() }),
    });
    const user = userEvent.setup();
    renderDetails(nzbn(1));

    expect(
      await panel().findByRole('heading', { level: 3, name: 'Acme Kiwi Limited' }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Entity Details' });
    expect(region).toHaveTextContent(`NZBN${nzbn(1)}`);
    expect(region).toHaveTextContent('TypeCompany');
    expect(region).toHaveTextContent('StatusRegistered');
    expect(region).toHaveTextContent(
      `Registration date${new Date('2020-03-15T00:00:00.000Z').toLocaleDateString()}`,
    );
    expect(region).toHaveTextContent('RegionWellington');

    await user.click(panel().getByRole('button', { name: 'Copy NZBN' }));
    expect(await navigator.clipboard.readText()).toBe(nzbn(1));

    await user.click(panel().getByRole('button', { name: 'Save to Shortlist' }));
    expect(panel().getByRole('button', { name: 'Save to Shortlist' })).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem('registry.shortlist') ?? '[]')).toHaveLength(1);
  });

  it('leaves out a missing registration date and region, and reads a bare body', async () => {
    const { registrationDate: _date, region: _region, ...bare } = registryEntity();
    stubApi({ [ENTITY_PATH]: () => Response.json(bare) });
    renderDetails(nzbn(1));

    await panel().findByRole('heading', { name: 'Acme Kiwi Limited' });
    expect(panel().queryByText('Registration date')).not.toBeInTheDocument();
    expect(panel().queryByText('Region')).not.toBeInTheDocument();
  });

  it('says "Entity not found" for a 404', async () => {
    stubApi({
      [ENTITY_PATH]: () =>
        Response.json({ success: false, error: { message: 'Entity not found' } }, { status: 404 }),
    });
    renderDetails(nzbn(1));

    expect(await panel().findByText('Entity not found')).toBeInTheDocument();
  });

  it('says what failed, not "Entity not found", when the request fails, and retries', async () => {
    let down = true;
    stubApi({
      [ENTITY_PATH]: () =>
        down
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Response.json({ success: true, data: registryEntity() }),
    });
    const user = userEvent.setup();
    renderDetails(nzbn(1));

    const alert = await panel().findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the entity');
    expect(alert).toHaveTextContent('The metrics service could not be reached (network error)');
    expect(panel().queryByText('Entity not found')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await panel().findByRole('heading', { level: 3, name: 'Acme Kiwi Limited' }),
    ).toBeInTheDocument();
  });
});
