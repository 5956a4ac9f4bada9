import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { drillHistory } from '../lib/drill-history';
import { FaultBanner } from './fault-banner';
import { drill, stubDrills } from './drills.test-utils';
import { renderLab } from './lab.test-utils';

afterEach(() => drillHistory.remove());

describe('FaultBanner with a drill running', () => {
  it("says 'A drill is running' without its fault, links to Drills and gives up", async () => {
    const user = userEvent.setup();
    const running = drill('medium', 125);
    const api = stubDrills({ running });
    drillHistory.set([{ ...running, tries: 1, outcome: 'running', takenMs: null, fault: null }]);
    renderLab(<FaultBanner />);

    const banner = within(await screen.findByRole('region', { name: 'Active lab faults' }));
    expect(
      banner.getByText(
        /^A drill is running \(medium, 2m \d+s so far\): something is broken on purpose\./,
      ),
    ).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Open Drills' })).toHaveAttribute('href', '/drills');
    expect(banner.queryByText(/errors|users/)).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Give up' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Active lab faults' })).not.toBeInTheDocument(),
    );
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: `/api/lab/drills/${running.id}`, body: undefined },
    ]);
    expect(drillHistory.get()[0]).toMatchObject({ outcome: 'given up', fault: 'errors on users' });
  });
});
