import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { progressKey } from '../lib/progress';
import { ModulePage } from './module-page';

const routes = [
  { path: '/learn/:moduleId', element: <ModulePage /> },
  { path: '/learn', element: <p>Hub</p> },
];
const tab = (n: number) =>
  screen.getByRole('tab', { name: new RegExp(`^Section ${n}(, completed)?$`) });
const stored = () =>
  JSON.parse(window.localStorage.getItem(progressKey('error-handling')) ?? 'null') as unknown;

afterEach(() => window.localStorage.clear());

describe('a module page', () => {
  it('shows the breadcrumb, the header and the first section', () => {
    renderRoute('/learn/error-handling', routes);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    expect(breadcrumb.getByText('Error Handling in Async Code')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Error Handling in Async Code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('35 min')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Errors in Promise Chains' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();
    for (const part of ['Try It Yourself', 'Quick Quiz', 'Challenge', 'Key Takeaways']) {
      expect(screen.getByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    }
  });

  it('completes a section on Next, ticks its tab and keeps the progress', async () => {
    const view = renderRoute('/learn/error-handling', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Next Section →' }));
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(tab(1)).toHaveAccessibleName('Section 1, completed');
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    expect(stored()).toEqual({ currentSection: 1, completed: [0] });
    expect(screen.queryByRole('button', { name: 'Next Section →' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    expect(stored()).toEqual({ currentSection: 1, completed: [0, 1] });

    view.unmount();
    renderRoute('/learn/error-handling', routes);
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  });

  it('goes back with Previous and jumps with a tab, completing nothing', async () => {
    renderRoute('/learn/error-handling', routes);
    await userEvent.click(tab(2));
    expect(
      screen.getByRole('heading', { level: 2, name: 'try/catch, Retries and Backoff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '← Previous' }));
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(stored()).toEqual({ currentSection: 0, completed: [] });
  });

  it('starts at the first section when the stored progress is not valid', () => {
    window.localStorage.setItem(progressKey('error-handling'), '{"currentSection":"two"}');
    renderRoute('/learn/error-handling', routes);
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('0% complete')).toBeInTheDocument();
  });

  it('opens the section a link names, and says when it does not exist', async () => {
    const view = renderRoute('/learn/error-handling?section=async-await-errors', routes);
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    view.unmount();

    renderRoute('/learn/error-handling?section=no-such-section', routes);
    expect(screen.getByText('Section not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Section 1' }));
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
  });

  it('says Module Not Found for an unknown module, with a way back', () => {
    renderRoute('/learn/no-such-module', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Module Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The learning module you're looking for doesn't exist"),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Learning Hub' })).toHaveAttribute(
      'href',
      '/learn',
    );
  });
});
