import { useSyncExternalStore } from 'react';
import type { StoredValue } from '@/lib/stored-value';

/** The stored value and its setter; every component using the same store sees each change. */
export function useStoredValue<T>(store: StoredValue<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [value, store.set];
}
