import { describe, expect, it } from 'vitest';
import { checkLoadForm, initialLoadForm } from './load-form';
import { planSize } from './load-plan';

describe('checkLoadForm', () => {
  it('starts with 10 uploads, or 5 searches a second for 10 seconds', () => {
    expect(checkLoadForm(initialLoadForm)).toEqual({
      errors: {},
      plan: { kind: 'uploads', count: 10 },
    });
    expect(checkLoadForm({ ...initialLoadForm, mode: 'searches' })).toEqual({
      errors: {},
      plan: { kind: 'searches', perSecond: 5, seconds: 10 },
    });
  });

  it.each([0, 51, 2.5, '', 'ten', -1])('refuses %j uploads', (uploads) => {
    expect(checkLoadForm({ ...initialLoadForm, uploads })).toEqual({
      errors: { uploads: 'Enter a whole number from 1 to 50' },
      plan: null,
    });
  });

  it('bounds searches to 20 a second for 60 seconds', () => {
    const searches = { ...initialLoadForm, mode: 'searches' as const };
    expect(checkLoadForm({ ...searches, perSecond: 21, seconds: 61 })).toEqual({
      errors: {
        perSecond: 'Enter a whole number from 1 to 20',
        seconds: 'Enter a whole number from 1 to 60',
      },
      plan: null,
    });
    const largest = checkLoadForm({ ...searches, perSecond: 20, seconds: '60' }).plan;
    expect(largest && planSize(largest)).toBe(1200);
  });

  it("judges only the chosen mode's fields", () => {
    expect(checkLoadForm({ ...initialLoadForm, perSecond: 0 }).plan).toEqual({
      kind: 'uploads',
      count: 10,
    });
    expect(checkLoadForm({ ...initialLoadForm, mode: 'searches', uploads: 99 }).errors).toEqual({});
  });
});
