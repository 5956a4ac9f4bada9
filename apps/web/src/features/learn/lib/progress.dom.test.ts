import { afterEach, describe, expect, it } from 'vitest';
import type { SectionSummary } from './module-summary';
import {
  completeSection,
  currentSectionIndex,
  goToSection,
  isTallyComplete,
  moduleTally,
  NO_PROGRESS,
  progressBadgeColor,
  progressKey,
  progressStore,
  tallyPercent,
  type ModuleProgress,
} from './progress';

const section = (id: string, labExerciseId?: string): SectionSummary => ({
  id,
  title: id,
  type: 'theory',
  learningObjectives: ['learn'],
  ...(labExerciseId === undefined ? {} : { labExerciseId }),
});
const THREE_SECTIONS = [section('a'), section('b'), section('c')];
const WITH_LAB = [section('a'), section('b'), section('c', 'lab-c')];
const nothingDone = () => false;
const percent = (progress: ModuleProgress, sectionCount: number) =>
  tallyPercent(moduleTally(THREE_SECTIONS.slice(0, sectionCount), progress, nothingDone));

afterEach(() => window.localStorage.clear());

describe('module progress', () => {
  it('starts at the first section with nothing completed', () => {
    expect(progressStore('fresh-module').get()).toEqual(NO_PROGRESS);
  });

  it("keeps progress under 'learning-progress:{moduleId}'", () => {
    const store = progressStore('kept-module');
    store.set({ currentSection: 2, completed: [0, 1] });
    expect(progressKey('kept-module')).toBe('learning-progress:kept-module');
    expect(JSON.parse(window.localStorage.getItem('learning-progress:kept-module') ?? '')).toEqual({
      currentSection: 2,
      completed: [0, 1],
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '{"current":1}'],
    ['a negative section', '{"currentSection":-1,"completed":[]}'],
    ['a fractional section', '{"currentSection":1.5,"completed":[]}'],
    ['completed that is not a list', '{"currentSection":1,"completed":"0,1"}'],
    ['null', 'null'],
  ])('reads stored data that is %s as no progress, silently', (_, raw) => {
    window.localStorage.setItem(progressKey('bad-module'), raw);
    expect(progressStore('bad-module').get()).toEqual(NO_PROGRESS);
  });

  it('shows the first section when the stored one is past the end', () => {
    expect(currentSectionIndex({ currentSection: 9, completed: [] }, 4)).toBe(0);
    expect(currentSectionIndex({ currentSection: 3, completed: [] }, 4)).toBe(3);
  });

  it('counts only completed sections that exist, each once, rounded', () => {
    expect(percent({ currentSection: 0, completed: [0] }, 3)).toBe(33);
    expect(percent({ currentSection: 0, completed: [0, 1] }, 3)).toBe(67);
    expect(percent({ currentSection: 0, completed: [0, 0, 7, -1] }, 3)).toBe(33);
    expect(percent({ currentSection: 0, completed: [0, 1] }, 2)).toBe(100);
    expect(percent(NO_PROGRESS, 0)).toBe(0);
  });

  it('counts the lab exercise as one more part of the module', () => {
    const allSections = { currentSection: 2, completed: [0, 1, 2] };
    expect(moduleTally(WITH_LAB, allSections, nothingDone)).toEqual({
      sectionsDone: 3,
      sectionCount: 3,
      labsDone: 0,
      labCount: 1,
    });
    expect(tallyPercent(moduleTally(WITH_LAB, allSections, nothingDone))).toBe(75);
    expect(tallyPercent(moduleTally(WITH_LAB, NO_PROGRESS, (id) => id === 'lab-c'))).toBe(25);
    const everything = moduleTally(WITH_LAB, allSections, (id) => id === 'lab-c');
    expect(tallyPercent(everything)).toBe(100);
    expect(isTallyComplete(everything)).toBe(true);
  });

  it('does not call a module complete while its lab exercise is not done', () => {
    const sectionsOnly = moduleTally(
      WITH_LAB,
      { currentSection: 2, completed: [0, 1, 2] },
      nothingDone,
    );
    expect(isTallyComplete(sectionsOnly)).toBe(false);
    expect(isTallyComplete(moduleTally([], NO_PROGRESS, nothingDone))).toBe(false);
  });

  it('moves to any section that exists, completing nothing and un-completing nothing', () => {
    expect(goToSection(NO_PROGRESS, 3, 4)).toEqual({ currentSection: 3, completed: [] });
    expect(goToSection({ currentSection: 2, completed: [1, 2] }, 0, 4)).toEqual({
      currentSection: 0,
      completed: [1, 2],
    });
  });

  it('stays where it was for a section that does not exist', () => {
    const progress = { currentSection: 1, completed: [0] };
    expect(goToSection(progress, 4, 4)).toBe(progress);
    expect(goToSection(progress, -1, 4)).toBe(progress);
  });

  it('completes a section whose quiz or challenge passed, wherever the learner is', () => {
    expect(completeSection({ currentSection: 0, completed: [3] }, 2)).toEqual({
      currentSection: 0,
      completed: [2, 3],
    });
    expect(completeSection({ currentSection: 0, completed: [2] }, 2).completed).toEqual([2]);
  });

  it('colours the badge grey at 0 %, blue from 1 to 99 % and green at 100 %', () => {
    expect(progressBadgeColor(0)).toBe('gray');
    expect(progressBadgeColor(1)).toBe('blue');
    expect(progressBadgeColor(99)).toBe('blue');
    expect(progressBadgeColor(100)).toBe('green');
  });
});
