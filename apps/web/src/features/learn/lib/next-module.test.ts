import { describe, expect, it } from 'vitest';
import type { ModuleSummary } from './module-summary';
import { nextModule } from './next-module';

const summary = (id: string, prerequisites: string[] = []): ModuleSummary => ({
  id,
  title: id,
  description: id,
  difficulty: 'beginner',
  duration: 10,
  topics: ['t'],
  prerequisites,
  sections: [{ id: `${id}-1`, title: 's', type: 'theory', learningObjectives: ['o'] }],
});

// The shape of the real catalogue: basics, then two that need it, then one needing all three.
const HUB = [
  summary('basics'),
  summary('services', ['basics']),
  summary('errors', ['basics']),
  summary('storage', ['services', 'errors']),
];
const completeOnly =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('the module offered after Complete Module', () => {
  it('is the next one in hub order whose prerequisites are now all complete', () => {
    expect(nextModule(HUB, 'basics', completeOnly('basics'))).toEqual({
      module: HUB[1],
      ready: true,
    });
  });

  it('skips modules that are complete or whose prerequisites are not', () => {
    const done = completeOnly('basics', 'services');
    expect(nextModule(HUB, 'services', done)?.module.id).toBe('errors');
    expect(nextModule(HUB, 'errors', completeOnly('basics', 'services', 'errors'))).toEqual({
      module: HUB[3],
      ready: true,
    });
  });

  it('wraps round to earlier modules of the hub', () => {
    expect(nextModule(HUB, 'storage', completeOnly('basics', 'storage'))?.module.id).toBe(
      'services',
    );
  });

  it('falls back to the next unfinished module when none is ready', () => {
    // 'basics' is not complete (its lab, say), so nothing that needs it is ready.
    expect(nextModule(HUB, 'basics', completeOnly())).toEqual({ module: HUB[1], ready: false });
  });

  it('offers nothing when every other module is complete', () => {
    expect(
      nextModule(HUB, 'errors', completeOnly('basics', 'services', 'storage')),
    ).toBeUndefined();
    expect(
      nextModule(HUB, 'storage', completeOnly('basics', 'services', 'errors', 'storage')),
    ).toBeUndefined();
  });
});
