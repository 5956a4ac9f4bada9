import { OPERATION_TYPES } from '@repo/contracts/metrics';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, wrapped } from '@/test/api-stub';
import { badgeColor, region } from '@/test/queries';
import { renderPage } from '@/test/render';
import { PATHS } from './metrics.test-utils';
import { OperationsTable } from './operations-table';

const TITLE = 'Async Operation Metrics';

function operation(operationType: string, successRate: number, averageDuration = 10) {
  return { operationType, count: 1234, averageDuration, successRate };
}

function rowFor(operationType: string) {
  const row = region(TITLE).getByText(operationType).closest('tr');
  if (!row) throw new Error(`no row for ${operationType}`);
  return within(row);
}

/** jsdom has no layout: every element reports these widths. */
function stubWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('OperationsTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says over which window its figures are taken', async () => {
    window.localStorage.setItem('metrics.range', '1h');
    stubApi({ [PATHS.operations]: wrapped({ items: [operation('file.upload', 99)] }) });
    renderPage(<OperationsTable />);

    expect(await region(TITLE).findByText('Over the last hour')).toBeInTheDocument();
  });

  it('scrolls sideways inside its card, with a hint, on a phone-wide screen', async () => {
    // A 390 px screen leaves the card about 330 px; the four columns need 480.
    stubWidths(480, 330);
    stubApi({ [PATHS.operations]: wrapped({ items: [operation('file.upload', 99)] }) });
    renderPage(<OperationsTable />);

    const scroller = await region(TITLE).findByRole('region', {
      name: 'Operations table',
    });
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(
      within(scroller).getByRole('columnheader', { name: 'Success Rate' }),
    ).toBeInTheDocument();
    expect(region(TITLE).getByText('Scroll sideways for more')).toBeVisible();
  });

  it('shows no scroll hint when the table fits', async () => {
    stubWidths(480, 900);
    stubApi({ [PATHS.operations]: wrapped({ items: [operation('file.upload', 99)] }) });
    renderPage(<OperationsTable />);

    expect(await region(TITLE).findByRole('table')).toBeInTheDocument();
    expect(region(TITLE).queryByText('Scroll sideways for more')).not.toBeInTheDocument();
  });

  it('lists each operation with its count, mean duration and success rate', async () => {
    stubApi({
      [PATHS.operations]: wrapped({ items: [operation('file.upload', 97.54, 41.6)] }),
    });
    renderPage(<OperationsTable />);

    const table = await region(TITLE).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Operation', 'Count', 'Avg Duration', 'Success Rate']);
    const row = rowFor('file.upload');
    expect(row.getByText('1,234')).toBeInTheDocument();
    expect(row.getByText('42 ms')).toBeInTheDocument();
    expect(badgeColor(row.getByText('97.5%'))).toBe('green');
    expect(region(TITLE).queryByText(/Sample data/)).not.toBeInTheDocument();
  });

  it('colours the success rate green from 95 %, yellow from 90 % and red below', async () => {
    stubApi({
      [PATHS.operations]: wrapped({
        items: [
          operation('at-95', 95),
          operation('at-94.9', 94.9),
          operation('at-90', 90),
          operation('at-89.9', 89.9),
        ],
      }),
    });
    renderPage(<OperationsTable />);

    await region(TITLE).findByRole('table');
    expect(badgeColor(rowFor('at-95').getByText('95.0%'))).toBe('green');
    expect(badgeColor(rowFor('at-94.9').getByText('94.9%'))).toBe('yellow');
    expect(badgeColor(rowFor('at-90').getByText('90.0%'))).toBe('yellow');
    expect(badgeColor(rowFor('at-89.9').getByText('89.9%'))).toBe('red');
  });

  it('says so until operations are tracked', async () => {
    stubApi({ [PATHS.operations]: wrapped({ items: [] }) });
    renderPage(<OperationsTable />);

    expect(await region(TITLE).findByText('No async metrics yet')).toBeInTheDocument();
    expect(
      region(TITLE).getByText('Metrics will appear once operations are tracked'),
    ).toBeVisible();
    expect(region(TITLE).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that it is loading, then sample data saying why the API failed', async () => {
    let fail: () => void = () => undefined;
    stubApi({
      [PATHS.operations]: () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(new Response('down', { status: 502 }));
        }),
    });
    renderPage(<OperationsTable />);

    expect(screen.getByText('Loading operation metrics...')).toBeInTheDocument();
    fail();
    expect(
      await region(TITLE).findByText('Sample data: the metrics service could not be reached (502)'),
    ).toBeInTheDocument();
    // A header row, and a sample row for each operation type.
    expect(within(region(TITLE).getByRole('table')).getAllByRole('row')).toHaveLength(
      OPERATION_TYPES.length + 1,
    );
  });
});
