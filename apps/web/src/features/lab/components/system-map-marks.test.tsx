import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { topologyQueryOptions } from '../api/get-topology';
import { FILE_EVENTS_STATE, stubLabMap, TELEMETRY_STATE, topology } from './lab-map.test-utils';
import { fault, renderLab } from './lab.test-utils';
import { SystemMap } from './system-map';

const findMap = () => screen.findByRole('img', { name: /^Map of the system/ });
const line = (map: HTMLElement, name: string) => map.querySelector(`[data-edge="${name}"]`);
const part = (map: HTMLElement, id: string) =>
  map.querySelector<HTMLElement>(`[data-node="${id}"]`);

describe('the map marks the active faults', () => {
  it('stops a paused consumer’s line and says it is paused', async () => {
    stubLabMap({ faults: [fault({ target: 'file-events', type: 'pause', value: null })] });
    renderLab(<SystemMap />);
    const map = await screen.findByRole('img', {
      name: /Lab faults: file-events → users paused$/,
    });

    expect(within(map).getByText('paused')).toBeInTheDocument();
    const consumer = line(map, 'file-events->users');
    expect(consumer).toHaveAttribute('data-paused');
    expect(consumer).not.toHaveAttribute('data-flowing');
    expect(consumer?.querySelector('title')).toHaveTextContent('file-events → users paused');
    expect(line(map, 'telemetry->visualization')).not.toHaveAttribute('data-paused');
  });

  it('turns a failing consumer’s line red and says it is failing', async () => {
    stubLabMap({ faults: [fault({ target: 'telemetry', type: 'fail', value: null })] });
    renderLab(<SystemMap />);
    const map = await screen.findByRole('img', { name: /telemetry → visualization failing$/ });

    expect(within(map).getByText('failing')).toBeInTheDocument();
    expect(line(map, 'telemetry->visualization')).toHaveAttribute('data-failing');
    expect(line(map, 'storage->telemetry')).not.toHaveAttribute('data-failing');
  });

  it('badges a slowed service and a failing one, in their names too', async () => {
    stubLabMap({
      faults: [
        fault({ target: 'storage', type: 'latency', value: 800 }),
        fault({ target: 'users', type: 'errors', value: 0.5 }),
      ],
    });
    renderLab(<SystemMap />);
    const map = await screen.findByRole('img', {
      name: 'Map of the system: 4 workers, 4 databases, 1 bucket, 2 queues. Lab faults: storage slow +800 ms, users errors 50 %',
    });

    const storage = part(map, 'storage');
    expect(
      within(storage ?? map)
        .getByText('slow +800 ms')
        .closest('[data-mark]'),
    ).toHaveAttribute('data-mark', 'warning');
    expect(storage?.querySelector(':scope > title')).toHaveTextContent('storage, slow +800 ms');
    const users = part(map, 'users');
    expect(
      within(users ?? map)
        .getByText('errors 50 %')
        .closest('[data-mark]'),
    ).toHaveAttribute('data-mark', 'danger');
    expect(part(map, 'gateway')?.querySelector('[data-mark]')).toBeNull();
  });

  it('leaves a fault that has run out off the map', async () => {
    stubLabMap({
      faults: [fault({ target: 'storage', type: 'latency', value: 800, secondsLeft: -1 })],
    });
    renderLab(<SystemMap />);
    const map = await findMap();
    expect(map).toHaveAccessibleName(
      'Map of the system: 4 workers, 4 databases, 1 bucket, 2 queues',
    );
    expect(map.querySelector('[data-mark]')).toBeNull();
  });
});

describe('Show telemetry', () => {
  it('is on at first, and off hides the telemetry queue’s plumbing, remembered', async () => {
    const user = userEvent.setup();
    stubLabMap();
    const { unmount } = renderLab(<SystemMap />);
    const map = await findMap();
    const toggle = screen.getByRole('switch', { name: 'Show telemetry' });
    expect(toggle).toBeChecked();
    expect(part(map, 'telemetry')).not.toBeNull();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    const without = await screen.findByRole('img', {
      name: 'Map of the system: 4 workers, 4 databases, 1 bucket, 1 queue',
    });
    expect(part(without, 'telemetry')).toBeNull();
    expect(part(without, 'telemetry-dead-letter')).toBeNull();
    expect(without.querySelector('[data-edge*="telemetry"]')).toBeNull();
    expect(line(without, 'file-events->users')).not.toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Connections' })).queryAllByText('telemetry'),
    ).toEqual([]);

    unmount();
    renderLab(<SystemMap />);
    expect(await screen.findByRole('switch', { name: 'Show telemetry' })).not.toBeChecked();
    expect(part(await findMap(), 'telemetry')).toBeNull();
  });
});

describe('a changed figure', () => {
  it('is marked for a moment when it changes, and not when the map first shows it', async () => {
    let backlog = 12;
    stubLabMap({
      topology: () =>
        Response.json({
          success: true,
          data: topology({ queues: [{ ...FILE_EVENTS_STATE, backlog }, TELEMETRY_STATE] }),
        }),
    });
    const { queryClient } = renderLab(<SystemMap />);
    const before = await screen.findByText('backlog 12');
    expect(before).not.toHaveAttribute('data-changed');
    expect(screen.getByText('12.3 req/s · p95 8 ms')).not.toHaveAttribute('data-changed');

    backlog = 40;
    await act(() => queryClient.refetchQueries({ queryKey: topologyQueryOptions().queryKey }));
    expect(await screen.findByText('backlog 40')).toHaveAttribute('data-changed');
    expect(screen.getByText('12.3 req/s · p95 8 ms')).not.toHaveAttribute('data-changed');
  });
});
