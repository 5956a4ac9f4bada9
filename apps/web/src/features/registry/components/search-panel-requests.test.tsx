import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubApi } from '@/test/api-stub';
import { stubDownloads } from '@/test/download-stub';
import { nzbn, registryEntity, searchBody } from '@/test/registry-fixtures';
import { chooseOption, INPUT_LABEL, renderSearch, SEARCH } from './search-panel.test-utils';

describe('SearchPanel requests and storage', () => {
  it('sends one request for a query typed quickly, 300 ms after the last key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ [SEARCH]: () => Response.json(searchBody([])) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch();

    await user.type(screen.getByRole('searchbox', { name: INPUT_LABEL }), 'kiwi');
    vi.advanceTimersByTime(299);
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(0);

    vi.advanceTimersByTime(1);
    await waitFor(() => expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1));
    expect(Object.fromEntries(requestsTo(fetchMock, SEARCH)[0]?.searchParams ?? [])).toEqual({
      q: 'kiwi',
      page: '1',
      pageSize: '10',
    });
    expect(await screen.findByText('No results')).toBeInTheDocument();
    vi.advanceTimersByTime(1000);
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1);
  });

  it('cancels the request a newer query supersedes', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init?.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('searchbox', { name: INPUT_LABEL });

    await user.type(input, 'ki');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(input, 'wi');
    await waitFor(() => expect(signals).toHaveLength(2));

    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('views, copies, saves and exports results', async () => {
    const { downloads } = stubDownloads();
    stubApi({ [SEARCH]: () => Response.json(searchBody([registryEntity()])) });
    window.localStorage.setItem('registry.query', 'acme');
    const onView = vi.fn();
    const user = userEvent.setup();
    renderSearch(onView);

    await user.click(await screen.findByRole('button', { name: 'View Acme Kiwi Limited' }));
    expect(onView).toHaveBeenCalledWith(nzbn(1));

    const copy = screen.getByRole('button', { name: `Copy NZBN ${nzbn(1)}` });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(nzbn(1));
    expect(copy).toHaveTextContent('Copied');

    const save = screen.getByRole('button', { name: 'Save Acme Kiwi Limited' });
    await user.click(save);
    expect(save).toBeDisabled();
    expect(save).toHaveTextContent('Saved');
    expect(JSON.parse(window.localStorage.getItem('registry.shortlist') ?? '[]')).toEqual([
      { nzbn: nzbn(1), name: 'Acme Kiwi Limited', entityType: 'Company', status: 'Registered' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloads.map((download) => download.fileName)).toEqual(['nzbn-search.csv']);
    expect(await downloads[0]?.blob.text()).toBe(
      `nzbn,name,entityType,status,registrationDate,region\n${nzbn(1)},Acme Kiwi Limited,Company,Registered,2020-03-15T00:00:00.000Z,Wellington`,
    );
  });

  it('restores the stored query, filters and page size, and keeps changes', async () => {
    const fetchMock = stubApi({ [SEARCH]: () => Response.json(searchBody([])) });
    window.localStorage.setItem('registry.query', 'acme');
    window.localStorage.setItem('registry.entityStatus', 'Registered');
    window.localStorage.setItem('registry.entityType', 'Trust');
    window.localStorage.setItem('registry.pageSize', '20');
    const user = userEvent.setup();
    renderSearch();

    expect(screen.getByRole('searchbox', { name: INPUT_LABEL })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Entity status' })).toHaveValue('Registered');
    expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveValue('Trust');
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveValue('20');
    await waitFor(() => expect(requestsTo(fetchMock, SEARCH)).toHaveLength(1));
    expect(Object.fromEntries(requestsTo(fetchMock, SEARCH)[0]?.searchParams ?? [])).toEqual({
      q: 'acme',
      page: '1',
      pageSize: '20',
      entityStatus: 'Registered',
      entityType: 'Trust',
    });

    await chooseOption(user, 'Entity type', 'Any type');
    expect(window.localStorage.getItem('registry.entityType')).toBe('');
    await user.type(screen.getByRole('searchbox', { name: INPUT_LABEL }), '!');
    expect(window.localStorage.getItem('registry.query')).toBe('acme!');
  });

  it('ignores bad stored values silently', () => {
    stubApi({});
    window.localStorage.setItem('registry.entityStatus', 'Struck off');
    window.localStorage.setItem('registry.pageSize', '25');
    renderSearch();

    expect(screen.getByRole('combobox', { name: 'Entity status' })).toHaveValue('Any status');
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveValue('10');
  });

  it("sends a very long query as typed and shows the API's refusal of it", async () => {
    const fetchMock = stubApi({
      [SEARCH]: () =>
        Response.json(
          { success: false, error: { message: 'q must be at most 200 characters' } },
          { status: 400 },
        ),
    });
    window.localStorage.setItem('registry.query', ` ${'a'.repeat(250)} `);
    renderSearch();

    expect(await screen.findByRole('alert')).toHaveTextContent('q must be at most 200 characters');
    expect(requestsTo(fetchMock, SEARCH)[0]?.searchParams.get('q')).toBe('a'.repeat(250));
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });
});
