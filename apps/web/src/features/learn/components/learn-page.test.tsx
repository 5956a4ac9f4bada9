import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { progressKey } from '../lib/progress';
import { LearnPage } from './learn-page';

const routes = [{ path: '/learn', element: <LearnPage /> }];
const cards = () => screen.queryAllByTestId('module-card');
const cardTitles = () =>
  cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

afterEach(() => window.localStorage.clear());

describe('the Learn hub', () => {
  it('lists every module with its level, length, sections and prerequisites', () => {
    renderRoute('/learn', routes);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn Asynchronous Microservices' }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual([
      'Asynchronous JavaScript Basics',
      'Introduction to Microservices',
      'Error Handling in Async Code',
      'Cloudflare Workers',
      'Object Storage with R2',
      'Reliable Messaging',
      'Write the Consumer',
    ]);
    const basics = within(cards()[0] as HTMLElement);
    expect(basics.getByText('Beginner')).toBeInTheDocument();
    expect(basics.getByText('30 min')).toBeInTheDocument();
    expect(basics.getByText('Sections 0 of 4')).toBeInTheDocument();
    expect(basics.getByText('Labs 0 of 1')).toBeInTheDocument();
    expect(basics.getByText('None')).toBeInTheDocument();
    expect(basics.getByText('0%')).toBeInTheDocument();
    const r2 = within(cards()[4] as HTMLElement);
    expect(r2.getByText('Cloudflare Workers')).toBeInTheDocument();
    expect(cards()[0]).toHaveAttribute('href', '/learn/async-basics');
    expect(
      screen.getByRole('heading', { name: 'Why Learn Async Microservices?' }),
    ).toBeInTheDocument();
  });

  it('caps objectives at three per card', () => {
    renderRoute('/learn', routes);
    for (const card of cards()) {
      const objectives = within(card).getByText('What you will learn').nextElementSibling;
      expect(objectives?.querySelectorAll('li').length).toBeLessThanOrEqual(3);
    }
  });

  it('searches title, description and topics without regard to case', async () => {
    renderRoute('/learn', routes);
    await userEvent.type(screen.getByPlaceholderText('Search modules...'), 'R2');
    expect(cardTitles()).toEqual(['Object Storage with R2']);
    await userEvent.clear(screen.getByPlaceholderText('Search modules...'));
    await userEvent.type(screen.getByPlaceholderText('Search modules...'), 'SERVICE BINDINGS');
    expect(cardTitles()).toEqual(['Introduction to Microservices', 'Cloudflare Workers']);
  });

  it('combines the difficulty and topic filters and says when nothing matches', async () => {
    renderRoute('/learn?difficulty=intermediate', routes);
    expect(cardTitles()).toEqual(['Error Handling in Async Code', 'Cloudflare Workers']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    await userEvent.click(await screen.findByRole('option', { name: 'retries' }));
    expect(cardTitles()).toEqual(['Error Handling in Async Code']);
    await userEvent.type(screen.getByPlaceholderText('Search modules...'), 'workers');
    expect(cards()).toEqual([]);
    expect(screen.getByText('No modules match your filters')).toBeInTheDocument();
  });

  it('offers all topics, sorted, after All topics', async () => {
    renderRoute('/learn', routes);
    await userEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('All topics');
    expect(options.slice(1)).toEqual(
      [...options.slice(1)].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')),
    );
    expect(options).toContain('r2');
  });

  it('shows stored progress on the card, sections and lab exercise counted', () => {
    window.localStorage.setItem(
      progressKey('async-basics'),
      JSON.stringify({ currentSection: 1, completed: [0] }),
    );
    window.localStorage.setItem(
      progressKey('error-handling'),
      JSON.stringify({ currentSection: 1, completed: [0, 1] }),
    );
    window.localStorage.setItem(
      'lab-exercises',
      JSON.stringify({ 'dead-letter-and-replay': { startedAt: 1, fileCount: 0, doneAt: 2 } }),
    );
    window.localStorage.setItem(progressKey('cloudflare-workers'), 'not json');
    renderRoute('/learn', routes);
    // 1 of 4 sections, lab not done: 1 of 5 parts.
    expect(within(cards()[0] as HTMLElement).getByText('20%')).toBeInTheDocument();
    const errors = within(cards()[2] as HTMLElement);
    expect(errors.getByText('100%')).toBeInTheDocument();
    expect(errors.getByText('Sections 2 of 2')).toBeInTheDocument();
    expect(errors.getByText('Labs 1 of 1')).toBeInTheDocument();
    expect(within(cards()[3] as HTMLElement).getByText('0%')).toBeInTheDocument();
  });
});
