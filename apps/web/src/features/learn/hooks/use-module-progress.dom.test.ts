import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAB_PROGRESS_KEY } from '../lab/lab-progress';
import { progressStore } from '../lib/progress';
import { markSectionComplete, useCompleteModuleIds } from './use-module-progress';

afterEach(() => window.localStorage.clear());

describe('module progress across modules', () => {
  it('completes the section of a passed challenge by its id, keeping the current section', () => {
    progressStore('error-handling').set({ currentSection: 0, completed: [] });
    markSectionComplete('error-handling', 'async-await-errors');
    expect(progressStore('error-handling').get()).toEqual({ currentSection: 0, completed: [1] });
    markSectionComplete('error-handling', 'no-such-section');
    markSectionComplete('no-such-module', 'async-await-errors');
    expect(progressStore('error-handling').get()).toEqual({ currentSection: 0, completed: [1] });
  });

  it('lists a module as complete only once every section and its lab exercise are done', () => {
    const { result } = renderHook(() => useCompleteModuleIds());
    expect(result.current).toEqual([]);
    act(() => progressStore('microservices-intro').set({ currentSection: 1, completed: [0, 1] }));
    expect(result.current).toEqual([]);

    act(() => {
      window.localStorage.setItem(
        LAB_PROGRESS_KEY,
        JSON.stringify({ 'find-the-queue-hop': { startedAt: 1, fileCount: 0, doneAt: 2 } }),
      );
      // The lab's own store notifies its readers; a storage event stands in for it here.
      window.dispatchEvent(new StorageEvent('storage', { key: LAB_PROGRESS_KEY }));
    });
    expect(result.current).toEqual(['microservices-intro']);
  });
});
