// The lab panel as the learner finds it on another page (docs/learn.md, "The lab panel"): the
// active exercise from the browser, its current step, folding, stopping, and a way out when the
// exercise cannot be shown.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { ACTIVE_LAB_KEY, activeLabStore, type ActiveLab } from './active-lab';
import { LabSheet } from './lab-dock';

function Sheet() {
  const active = activeLabStore.get();
  return active ? <LabSheet active={active} /> : <p>No lab panel</p>;
}

function renderSheet(active: ActiveLab) {
  window.localStorage.setItem(ACTIVE_LAB_KEY, JSON.stringify(active));
  return renderRoute('/services', [{ path: '/services', element: <Sheet /> }]);
}

const SEARCHES: ActiveLab = {
  moduleId: 'async-basics',
  exerciseId: 'time-register-searches',
  step: 1,
  collapsed: false,
};

describe('the lab panel', () => {
  it('shows the exercise, its current step and Check', async () => {
    renderSheet(SEARCHES);
    const panel = await screen.findByRole('region', { name: 'Lab exercise' });
    expect(
      await screen.findByRole('heading', {
        name: 'Time real searches in sequence and in parallel',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(panel.querySelector('[aria-current="step"]')?.textContent).toMatch(/Run Code/);
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the lesson' })).toHaveAttribute(
      'href',
      '/learn/async-basics?section=concurrency-patterns',
    );
  });

  it('moves the mark with Next step and folds to one line, kept in the browser', async () => {
    renderSheet(SEARCHES);
    await userEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    expect(activeLabStore.get()?.step).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the lab panel' }));
    expect(activeLabStore.get()?.collapsed).toBe(true);
  });

  it('offers Stop exercise when its lesson no longer has the exercise', async () => {
    renderSheet({ ...SEARCHES, exerciseId: 'gone' });
    expect(
      await screen.findByText(/its lesson has no exercise 'gone' any more/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop exercise' }));
    expect(window.localStorage.getItem(ACTIVE_LAB_KEY)).toBeNull();
  });
});
