import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubApi } from '@/test/api-stub';
import { nzbn, registryEntity, searchBody } from '@/test/registry-fixtures';
import { chooseOption, INPUT_LABEL, renderSearch, SEARCH } from './search-panel.test-utils';

function results() {
  return screen.getByRole('list', { name: 'Search results' });
}

/** A search for 'acme' with 200 matches, turned to its second page of 20. */
async function openSecondOf20Pages() {
  const fetchMock = stubApi({
    [SEARCH]: (url) =>
      Response.json(
        searchBody([registryEntity()], { total: 200, page: Number(url.searchParams.get('page')) }),
      ),
  });
  window.localStorage.setItem('registry.query', 'acme');
  const user = userEvent.setup();
  renderSearch();
  await screen.findByText('Page 1 of 20');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Page 2 of 20');
  return { fetchMock, user };
}

describe('SearchPanel', () => {
  it('asks for a query and sends nothing without one', () => {
    const fetchMock = stubApi({});
    renderSearch();

    expect(screen.getByText('Enter a query to search')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows five placeholder rows while the search loads', async () => {
    stubApi({});
    window.localStorage.setItem('registry.query', 'acme');
    renderSearch();

    const loading = await screen.findByRole('status', { name: 'Loading results' });
    expect(within(loading).getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('shows "No results" when nothing matches', async () => {
    stubApi({ [SEARCH]: () => Response.json(searchBody([])) });
    window.localStorage.setItem('registry.query', 'zzz');
    renderSearch();

    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('lists each result with its type, status and NZBN, and the total and pages', async () => {
    const entities = [
      registryEntity(),
      registryEntity({ nzbn: nzbn(2), name: 'Kiwi Trust', entityType: 'Trust', status: 'Removed' }),
    ];
    stubApi({ [SEARCH]: () => Response.json(searchBody(entities, { total: 1234 })) });
    window.localStorage.setItem('registry.query', 'kiwi');
    renderSearch();

    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(results()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Acme Kiwi Limited');
    expect(first).toHaveTextContent('Company');
    expect(first).toHaveTextContent('Registered');
    expect(first).toHaveTextContent(nzbn(1));
    expect(second).toHaveTextContent('Kiwi Trust');
    expect(second).toHaveTextContent('Trust');
    expect(second).toHaveTextContent('Removed');
    expect(screen.getByText('Total: 1,234')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 124')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("reads a bare body too, and shows a capped total as '10,000+'", async () => {
    stubApi({
      [SEARCH]: () =>
        Response.json(searchBody([registryEntity()], { total: 10_000, totalCapped: true }).data),
    });
    window.localStorage.setItem('registry.query', 'limited');
    renderSearch();

    expect(await screen.findByText('Total: 10,000+')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1000')).toBeInTheDocument();
  });

  it('pages forward and back, with Next disabled on the last page', async () => {
    const fetchMock = stubApi({
      [SEARCH]: (url) => {
        const page = Number(url.searchParams.get('page'));
        const item = registryEntity({ nzbn: nzbn(page), name: `Result on page ${page}` });
        return Response.json(searchBody([item], { total: 15, page }));
      },
    });
    window.localStorage.setItem('registry.query', 'acme');
    const user = userEvent.setup();
    renderSearch();

    expect(await screen.findByText('Result on page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Result on page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Result on page 1')).toBeInTheDocument();
    expect(requestsTo(fetchMock, SEARCH).map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it.each([
    ['Entity status', 'Removed', 'entityStatus', 'Removed'],
    ['Entity type', 'Sole Trader', 'entityType', 'Sole Trader'],
    ['Page size', '50', 'pageSize', '50'],
  ])('goes back to page 1 when the %s changes', async (label, option, param, value) => {
    const { fetchMock, user } = await openSecondOf20Pages();
    await chooseOption(user, label, option);

    await waitFor(() => expect(screen.getByText(/^Page 1 of/)).toBeInTheDocument());
    const last = requestsTo(fetchMock, SEARCH).at(-1);
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get(param)).toBe(value);
  });

  it('goes back to page 1 when the query changes', async () => {
    const { user } = await openSecondOf20Pages();
    await user.type(screen.getByRole('searchbox', { name: INPUT_LABEL }), 's');

    expect(await screen.findByText('Page 1 of 20')).toBeInTheDocument();
  });

  it('says what failed instead of "No results", and Retry searches again', async () => {
    let down = true;
    const fetchMock = stubApi({
      [SEARCH]: () =>
        down
          ? Response.json(
              { success: false, error: { message: 'The register is being rebuilt' } },
              { status: 503 },
            )
          : Response.json(searchBody([registryEntity()])),
    });
    window.localStorage.setItem('registry.query', 'acme');
    const user = userEvent.setup();
    renderSearch();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('The register is being rebuilt');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(results()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(2);
  });

  it('says how long to wait when searches are refused, without searching again at once', async () => {
    const fetchMock = stubApi({
      [SEARCH]: () =>
        Response.json(
          { success: false, error: { message: 'Too many searches from this client' } },
          { status: 429, headers: { 'Retry-After': '10' } },
        ),
    });
    window.localStorage.setItem('registry.query', 'acme');
    renderSearch();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Too many requests: try again in 10 s');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1);
  });

  it('names the HTTP status of a failure without a message of its own', async () => {
    stubApi({ [SEARCH]: () => new Response('oops', { status: 500 }) });
    window.localStorage.setItem('registry.query', 'acme');
    renderSearch();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The metrics service could not be reached (500)',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
