import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { topologyQueryOptions } from '../api/get-topology';
import { EDGES, FILE_EVENTS_STATE, QUEUES, stubLabMap, topology } from './lab-map.test-utils';
import { renderLab } from './lab.test-utils';
import { SystemMap } from './system-map';

const card = () => within(screen.getByRole('region', { name: 'System map' }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('SystemMap', () => {
  it('draws the system, summarised for screen readers, with the time of its figures', async () => {
    stubLabMap();
    renderLab(<SystemMap />);
    expect(card().getByRole('heading', { level: 2, name: 'System map' })).toBeInTheDocument();
    expect(card().getByText('Loading the system map...')).toBeInTheDocument();
    expect(card().getByTestId('map-placeholder')).toBeInTheDocument();

    const map = await card().findByRole('img', {
      name: 'Map of the system: 4 workers, 4 databases, 1 bucket, 2 queues',
    });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelectorAll('[data-node]')).toHaveLength(13);
    expect(map.querySelectorAll('[data-edge]')).toHaveLength(EDGES.length);
    expect(within(map).getByText('12.3 req/s · p95 8 ms')).toBeInTheDocument();
    expect(within(map).getByText('5 % errors')).toBeInTheDocument();
    expect(within(map).getAllByText('2.0 msg/s')).not.toHaveLength(0);
    expect(within(map).getByText('backlog 12')).toBeInTheDocument();
    expect(within(map).getByText('oldest 12 s')).toBeInTheDocument();
    expect(within(map).getByText('2 waiting')).toBeInTheDocument();
    expect(within(map).getByText('1 new (last min)')).toBeInTheDocument();
    expect(card().getByText(/^Updated every 3 seconds · figures of \d/)).toBeInTheDocument();
    expect(screen.queryByText('Loading the system map...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('map-placeholder')).not.toBeInTheDocument();
  });

  it('lists every connection and every queue the API sent in the tables', async () => {
    stubLabMap();
    renderLab(<SystemMap />);

    const connections = await card().findByRole('table', { name: 'Connections' });
    expect(
      within(connections)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['From', 'To', 'Kind', 'Requests/s', 'Error rate', 'p95', 'Yours']);
    expect(rowsOf(connections)).toHaveLength(EDGES.length);
    expect(rowsOf(connections)).toContainEqual([
      'gateway',
      'users',
      'service-binding',
      '4.0',
      '5 %',
      '31 ms',
      '25 %',
    ]);
    expect(rowsOf(connections)).toContainEqual([
      'telemetry',
      'telemetry-dead-letter',
      'dead-letter',
      '0.0',
      '0 %',
      '—',
      '—',
    ]);

    // A worker leads to its traces; a queue is no worker and has none of its own.
    expect(
      within(connections).getAllByRole('link', { name: 'Recent traces of gateway' })[0],
    ).toHaveAttribute('href', '/traces?service=gateway');
    expect(within(connections).queryByRole('link', { name: /telemetry/ })).toBeNull();

    const queues = card().getByRole('table', { name: 'Queues' });
    expect(rowsOf(queues)).toEqual([
      ['file-events', '12', '12 s', '1.8', '3', '1', 'Dead letters (2)'],
      ['telemetry', '0', '—', '48.0', '0', '0', 'Dead letters (0)'],
    ]);
    expect(rowsOf(queues)).toHaveLength(QUEUES.length);
    expect(
      within(queues).getByRole('rowheader', { name: 'file-events' }).closest('tr'),
    ).toHaveTextContent('12');
  });

  it('asks for the topology without being traced, and follows the next poll', async () => {
    let backlog = 12;
    const { requests } = stubLabMap({
      topology: () =>
        Response.json({
          success: true,
          data: topology({ queues: [{ ...FILE_EVENTS_STATE, backlog }] }),
        }),
    });
    const { queryClient } = renderLab(<SystemMap />);
    expect(await screen.findByText('backlog 12')).toBeInTheDocument();
    expect(requests[0]?.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);

    backlog = 40;
    await act(() => queryClient.refetchQueries({ queryKey: topologyQueryOptions().queryKey }));
    expect(await screen.findByText('backlog 40')).toBeInTheDocument();
    expect(
      queryClient.getQueryCache().find({ queryKey: topologyQueryOptions().queryKey })?.options,
    ).toEqual(expect.objectContaining({ refetchInterval: 3000 }));
  });

  it("says the map could not be loaded, in the API's words, and tries again on Retry", async () => {
    const user = userEvent.setup();
    let up = false;
    stubLabMap({
      topology: () =>
        up
          ? Response.json({ success: true, data: topology() })
          : Response.json(
              { success: false, error: { message: 'The visualization service is down' } },
              { status: 503 },
            ),
    });
    renderLab(<SystemMap />);

    expect(await card().findByText('Could not load the system map')).toBeInTheDocument();
    expect(card().getByText('The visualization service is down')).toBeInTheDocument();
    expect(card().queryByRole('img')).not.toBeInTheDocument();

    up = true;
    await user.click(card().getByRole('button', { name: 'Retry' }));
    expect(await card().findByRole('img', { name: /^Map of the system/ })).toBeInTheDocument();
    expect(card().queryByText('Could not load the system map')).not.toBeInTheDocument();
  });

  it('calls an answer in another shape a failure, not an empty map', async () => {
    stubLabMap({ topology: () => Response.json({ success: true, data: { nodes: 'none' } }) });
    renderLab(<SystemMap />);
    expect(await card().findByText('Could not load the system map')).toBeInTheDocument();
    expect(card().getByText('The lab API answered without the topology')).toBeInTheDocument();
    expect(card().queryByRole('table')).not.toBeInTheDocument();
  });
});

/** This file's folder: Vitest sets import.meta.dirname, which the browser's types do not know. */
function testFolder(): string {
  const folder: unknown = Reflect.get(import.meta, 'dirname');
  if (typeof folder !== 'string') throw new Error('Vitest did not say where this test is');
  return folder;
}

describe('the moving dashes', () => {
  it('mark only the lines with traffic, and only through the stylesheet', async () => {
    stubLabMap();
    renderLab(<SystemMap />);
    const map = await screen.findByRole('img', { name: /^Map of the system/ });
    const line = (name: string) => map.querySelector(`[data-edge="${name}"]`);

    expect(line('gateway->storage')).toHaveAttribute('data-flowing');
    expect(line('visualization->storage')).not.toHaveAttribute('data-flowing');
    expect(line('gateway->users')).toHaveAttribute('data-failing');
    for (const edge of map.querySelectorAll('[data-edge]')) {
      expect(edge.getAttribute('style') ?? '').not.toMatch(/animation/);
    }
  });

  it('stop for readers who ask for reduced motion', () => {
    const css = readFileSync(`${testFolder()}/system-map.module.css`, 'utf8');
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(css).toMatch(/\.edge\[data-flowing\] \{[^}]*animation: flow/);
    expect(reduced).toMatch(/\.edge\[data-flowing\] \{\s*animation: none;/);
  });
});
