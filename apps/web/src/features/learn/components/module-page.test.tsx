import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import * as loaders from '../content/module-loaders';
import { MODULES } from '../content/modules';
import { MODULE_SUMMARIES } from '../lib/modules';
import { progressKey } from '../lib/progress';
import { ModulePage } from './module-page';

const routes = [
  { path: '/learn/:moduleId', element: <ModulePage /> },
  { path: '/learn', element: <p>Hub</p> },
];
const tab = (n: number) => screen.getByRole('tab', { name: new RegExp(`^Section ${n}: `) });
const stored = () =>
  JSON.parse(window.localStorage.getItem(progressKey('error-handling')) ?? 'null') as unknown;

/** The first section's heading, once the module's sections have loaded. */
const sectionHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

// The first import of a module and of the section's parts transforms their files, which is slow
// on a busy machine.
beforeAll(() => Promise.all([loaders.loadModule('error-handling'), import('./section-details')]));

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('a module page', () => {
  it('shows the breadcrumb, the header and the first section', async () => {
    renderRoute('/learn/error-handling', routes);
    expect(await sectionHeading('Errors in Promise Chains')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();
    for (const part of ['Try It Yourself', 'Quick Quiz', 'Challenge', 'Key Takeaways']) {
      expect(await screen.findByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    }
  });

  it('moves on Next, Previous and the tabs without completing anything, each section at its own address', async () => {
    const view = renderRoute('/learn/error-handling', routes);
    await sectionHeading('Errors in Promise Chains');
    expect(view.router.state.location.search).toBe('?section=promise-errors');
    expect(tab(1)).toHaveAccessibleName('Section 1: Errors in Promise Chains');
    expect(screen.getByTestId('section-rule')).toHaveTextContent(
      'This section is done when its Challenge passes every test.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next Section →' }));
    expect(await sectionHeading('try/catch, Retries and Backoff')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?section=async-await-errors');
    expect(tab(1)).toHaveAccessibleName('Section 1: Errors in Promise Chains');
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.getByText('Sections 0 of 2')).toBeInTheDocument();
    expect(screen.getByText('Labs 0 of 1')).toBeInTheDocument();

    await userEvent.click(tab(1));
    await userEvent.click(tab(2));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(stored()).toEqual({ currentSection: 1, completed: [] });

    // Back returns to the section left, and the page remembers it for the next visit.
    await view.router.navigate(-1);
    expect(await sectionHeading('Errors in Promise Chains')).toBeInTheDocument();
    expect(stored()).toEqual({ currentSection: 0, completed: [] });
    view.unmount();
    renderRoute('/learn/error-handling', routes);
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
  });

  it('completes a theory section when its quiz is passed, every answer right', async () => {
    const questions =
      MODULES.find(({ id }) => id === 'microservices-intro')?.sections[0]?.quiz?.questions ?? [];
    expect(questions.length).toBeGreaterThan(1);
    renderRoute('/learn/microservices-intro', routes);
    const quiz = within(await screen.findByRole('region', { name: 'Quick Quiz' }));
    expect(screen.getByTestId('section-rule')).toHaveTextContent(
      'This section is done when you pass its Quick Quiz: every answer right.',
    );
    const answerAll = async (wrongFirst: boolean) => {
      const groups = quiz.getAllByRole('radiogroup');
      for (const [index, question] of questions.entries()) {
        const options = within(groups[index] as HTMLElement).getAllByRole('radio');
        const right = question.correctAnswer;
        const chosen = wrongFirst && index === 0 ? (right + 1) % options.length : right;
        await userEvent.click(options[chosen] as HTMLElement);
      }
      await userEvent.click(quiz.getByRole('button', { name: 'Check Answers' }));
    };

    await answerAll(true);
    expect(tab(1)).not.toHaveAccessibleName(/completed$/);
    expect(screen.getByText('0% complete')).toBeInTheDocument();

    await userEvent.click(quiz.getByRole('button', { name: 'Try Again' }));
    await answerAll(false);
    expect(tab(1)).toHaveAccessibleName(/^Section 1: .*, completed$/);
    expect(screen.getByTestId('section-rule')).toHaveTextContent('Section done');
    expect(screen.getByText('33% complete')).toBeInTheDocument();
  });

  it('says beside Complete Module what is still to do, each section a link, and offers the next module', async () => {
    window.localStorage.setItem(
      progressKey('async-basics'),
      '{"currentSection":3,"completed":[0,1,2,3]}',
    );
    window.localStorage.setItem(
      'lab-exercises',
      JSON.stringify({ 'time-register-searches': { startedAt: 1, fileCount: null, doneAt: 2 } }),
    );
    window.localStorage.setItem(
      progressKey('error-handling'),
      '{"currentSection":1,"completed":[0]}',
    );
    renderRoute('/learn/error-handling?section=async-await-errors', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Module' }));

    const notice = within(screen.getByTestId('module-complete'));
    expect(notice.getByText('Not complete yet')).toBeInTheDocument();
    expect(notice.getByText('33% of this module is done:')).toBeInTheDocument();
    expect(notice.getByText('Sections 1 of 2')).toBeInTheDocument();
    expect(notice.getByText('Labs 0 of 1')).toBeInTheDocument();
    expect(
      notice.getByRole('link', {
        name: 'Section 2: try/catch, Retries and Backoff (pass its Challenge)',
      }),
    ).toHaveAttribute('href', '/learn/error-handling?section=async-await-errors');
    expect(
      notice.getByText(
        "One 'In the Lab' exercise is not done yet: it counts once its Check passes.",
      ),
    ).toBeInTheDocument();
    expect(
      notice.getByRole('link', { name: 'Next module: Introduction to Microservices' }),
    ).toHaveAttribute('href', '/learn/microservices-intro');
    expect(notice.getByText(/Its prerequisites are all complete/)).toBeInTheDocument();
    expect(stored()).toEqual({ currentSection: 1, completed: [0] });

    await userEvent.click(tab(1));
    expect(screen.queryByTestId('module-complete')).toBeNull();
  });

  it('offers the way back to the hub when every module is complete', async () => {
    const labs: Record<string, unknown> = {};
    for (const summary of MODULE_SUMMARIES) {
      const all = summary.sections.map((_, index) => index);
      window.localStorage.setItem(
        progressKey(summary.id),
        JSON.stringify({ currentSection: all.length - 1, completed: all }),
      );
      for (const { labExerciseId } of summary.sections) {
        if (labExerciseId) labs[labExerciseId] = { startedAt: 1, fileCount: null, doneAt: 2 };
      }
    }
    window.localStorage.setItem('lab-exercises', JSON.stringify(labs));
    renderRoute('/learn/error-handling', routes);
    expect(screen.getByText('100% complete')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Module' }));

    const notice = within(screen.getByTestId('module-complete'));
    expect(notice.getByText('Module complete')).toBeInTheDocument();
    expect(notice.getByText(/You have completed every module/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Back to Learning Hub' })).toHaveAttribute(
      'href',
      '/learn',
    );
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
    expect(await sectionHeading('Errors in Promise Chains')).toBeInTheDocument();
  });

  it('shows the header and tabs at once and holds the place of the section while it loads', async () => {
    let finish = (): void => undefined;
    const loadModule = loaders.loadModule;
    vi.spyOn(loaders, 'loadModule').mockImplementation(
      (id) => new Promise((resolve) => (finish = () => resolve(loadModule(id)))),
    );
    renderRoute('/learn/error-handling', routes);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Error Handling in Async Code' }),
    ).toBeInTheDocument();
    expect(tab(2)).toHaveAccessibleName('Section 2: try/catch, Retries and Backoff');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the section…');
    expect(screen.queryByRole('button', { name: 'Next Section →' })).toBeNull();

    finish();
    expect(await sectionHeading('Errors in Promise Chains')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Key Takeaways' });
    expect(screen.queryByText('Loading the section…')).toBeNull();
  });

  it('says so, with a way to try again, when the sections cannot be loaded', async () => {
    vi.spyOn(loaders, 'loadModule').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    renderRoute('/learn/error-handling', routes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This module's lessons could not be loaded");
    expect(alert).toHaveTextContent(
      'Failed to fetch dynamically imported module. Check your connection, then reload the page to try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Error Handling in Async Code' }),
    ).toBeInTheDocument();
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
