import { describe, expect, it } from 'vitest';
import type { LearningModule } from './module-schema';
import { allTopics, filterModules } from './modules';

function learningModule(
  id: string,
  overrides: Partial<Pick<LearningModule, 'title' | 'description' | 'difficulty' | 'topics'>>,
): LearningModule {
  return {
    id,
    title: id,
    description: '',
    difficulty: 'beginner',
    duration: 10,
    topics: ['misc'],
    prerequisites: [],
    sections: [],
    ...overrides,
  };
}

const modules = [
  learningModule('promises', { title: 'Promise Basics', topics: ['promises', 'event loop'] }),
  learningModule('queues', {
    description: 'Send work to a QUEUE and consume it later.',
    difficulty: 'intermediate',
    topics: ['queues'],
  }),
  learningModule('r2', { title: 'R2', difficulty: 'advanced', topics: ['storage', 'promises'] }),
];
const ids = (found: LearningModule[]) => found.map((found) => found.id);
const none = { query: '', difficulty: undefined, topic: undefined };

describe('module filters', () => {
  it('shows every module without filters', () => {
    expect(ids(filterModules(modules, none))).toEqual(['promises', 'queues', 'r2']);
  });

  it('matches the query in title, description and topics, ignoring case', () => {
    expect(ids(filterModules(modules, { ...none, query: 'PROMISE' }))).toEqual(['promises', 'r2']);
    expect(ids(filterModules(modules, { ...none, query: 'queue' }))).toEqual(['queues']);
    expect(ids(filterModules(modules, { ...none, query: 'event LOOP' }))).toEqual(['promises']);
    expect(ids(filterModules(modules, { ...none, query: '  r2 ' }))).toEqual(['r2']);
  });

  it('combines the query, the difficulty and the topic', () => {
    expect(ids(filterModules(modules, { ...none, difficulty: 'advanced' }))).toEqual(['r2']);
    expect(ids(filterModules(modules, { ...none, topic: 'promises' }))).toEqual(['promises', 'r2']);
    expect(
      ids(filterModules(modules, { query: 'promise', difficulty: 'beginner', topic: 'promises' })),
    ).toEqual(['promises']);
    expect(
      filterModules(modules, { query: 'queue', difficulty: 'advanced', topic: undefined }),
    ).toEqual([]);
  });

  it('lists each topic once, sorted', () => {
    expect(allTopics(modules)).toEqual(['event loop', 'promises', 'queues', 'storage']);
  });
});
