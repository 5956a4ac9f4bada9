// The Services page holds the lab's system map and fault switches: the services and lab
// features meet here.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubLabMap } from '@/features/lab/components/lab-map.test-utils';
import { renderLab } from '@/features/lab/components/lab.test-utils';
import { ServicesRoute } from './services-route';

describe('ServicesRoute', () => {
  it('shows the system map above the fault switches, then the service cards', async () => {
    stubLabMap();
    renderLab(<ServicesRoute />);

    // The switches come once the page has painted, from a chunk of their own.
    await screen.findByRole('heading', { level: 2, name: 'Fault switches' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['System map', 'Fault switches']);
    expect(await screen.findByRole('table', { name: 'Queues' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /services/i })).toBeInTheDocument();
  });
});
