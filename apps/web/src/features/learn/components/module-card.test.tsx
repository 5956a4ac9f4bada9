import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { LAB_PROGRESS_KEY } from '../lab/lab-progress';
import { findModule } from '../lib/modules';
import { progressKey } from '../lib/progress';
import { ModuleCard } from './module-card';

const summary = findModule('microservices-intro');
if (!summary) throw new Error('microservices-intro is missing');

const renderCard = () => renderPage(<ModuleCard learningModule={summary} />, '/learn');

const setLab = (doneAt?: number) =>
  window.localStorage.setItem(
    LAB_PROGRESS_KEY,
    JSON.stringify({
      'find-the-queue-hop': { startedAt: 1, fileCount: 0, ...(doneAt ? { doneAt } : {}) },
    }),
  );

afterEach(() => window.localStorage.clear());

describe('a module card', () => {
  it('counts the sections done and the labs done', () => {
    window.localStorage.setItem(
      progressKey('microservices-intro'),
      JSON.stringify({ currentSection: 1, completed: [0] }),
    );
    renderCard();
    expect(screen.getByText('Sections 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Labs 0 of 1')).toBeInTheDocument();
    expect(screen.getByLabelText('33% complete')).toHaveTextContent('33%');
  });

  it('counts a lab exercise once its Check passed, not when merely started', () => {
    setLab();
    const started = renderCard();
    expect(screen.getByText('Labs 0 of 1')).toBeInTheDocument();
    expect(screen.getByLabelText('0% complete')).toBeInTheDocument();
    started.unmount();

    setLab(2);
    renderCard();
    expect(screen.getByText('Labs 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Sections 0 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('33% complete')).toBeInTheDocument();
  });

  it('turns green at 100 %: every section and the lab exercise', () => {
    setLab(2);
    window.localStorage.setItem(
      progressKey('microservices-intro'),
      JSON.stringify({ currentSection: 1, completed: [0, 1] }),
    );
    renderCard();
    const badge = screen.getByLabelText('100% complete');
    expect(badge).toHaveTextContent('100%');
    expect(badge).toHaveStyle({ '--badge-color': 'var(--mantine-color-green-light-color)' });
  });
});
