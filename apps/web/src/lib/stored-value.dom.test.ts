import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createStoredValue, jsonCodec, textCodec } from './stored-value';

const KEY = 'test.value';

describe('createStoredValue', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads the fallback when nothing is stored', () => {
    const store = createStoredValue(KEY, textCodec(z.enum(['a', 'b'])), 'a');
    expect(store.get()).toBe('a');
  });

  it('reads what is stored and writes what is set, as plain text', () => {
    window.localStorage.setItem(KEY, 'b');
    const store = createStoredValue(KEY, textCodec(z.enum(['a', 'b'])), 'a');
    expect(store.get()).toBe('b');

    store.set('a');
    expect(window.localStorage.getItem(KEY)).toBe('a');
    expect(store.get()).toBe('a');
  });

  it('ignores invalid stored text silently', () => {
    window.localStorage.setItem(KEY, 'zzz');
    expect(createStoredValue(KEY, textCodec(z.enum(['a', 'b'])), 'a').get()).toBe('a');

    window.localStorage.setItem(KEY, '{not json');
    expect(createStoredValue(KEY, jsonCodec(z.array(z.number())), []).get()).toEqual([]);

    window.localStorage.setItem(KEY, '["x"]');
    expect(createStoredValue(KEY, jsonCodec(z.array(z.number())), []).get()).toEqual([]);
  });

  it('returns the same object until the stored text changes', () => {
    window.localStorage.setItem(KEY, '[1,2]');
    const store = createStoredValue(KEY, jsonCodec(z.array(z.number())), []);
    const first = store.get();
    expect(store.get()).toBe(first);

    store.set([3]);
    expect(store.get()).toEqual([3]);
    expect(store.get()).not.toBe(first);
  });

  it('tells subscribers about changes, here and from other tabs', () => {
    const store = createStoredValue(KEY, textCodec(z.string()), '');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set('here');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other.key' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set('gone');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the value in memory when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = createStoredValue(KEY, textCodec(z.string()), '');

    store.set('kept');
    expect(store.get()).toBe('kept');
  });

  it('forgets the value on remove, in storage and in memory, and tells subscribers', () => {
    const store = createStoredValue(KEY, textCodec(z.string()), 'fallback');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('kept');

    store.remove();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(store.get()).toBe('fallback');
    expect(listener).toHaveBeenCalledTimes(2);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    store.set('in memory');
    store.remove();
    expect(store.get()).toBe('fallback');
  });
});
