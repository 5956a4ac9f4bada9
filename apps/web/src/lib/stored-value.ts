// A value kept in localStorage and shared by every component that reads it. Stored text is parsed
// with zod each time it changes; anything invalid reads as the fallback, silently
// (docs/product.md#validation).
import type * as z from 'zod';

export interface StorageCodec<T> {
  /** The value the stored text holds, or undefined when it holds nothing valid. */
  parse: (raw: string) => T | undefined;
  serialize: (value: T) => string;
}

/** A plain string value (a query, a range, a filter), validated by `schema`. */
export function textCodec<T extends string>(schema: z.ZodType<T>): StorageCodec<T> {
  return {
    parse: (raw) => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    },
    serialize: (value) => value,
  };
}

/** A JSON value, validated by `schema`. */
export function jsonCodec<T>(schema: z.ZodType<T>): StorageCodec<T> {
  return {
    parse: (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return undefined;
      }
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    },
    serialize: (value) => JSON.stringify(value),
  };
}

export interface StoredValue<T> {
  readonly key: string;
  get: () => T;
  set: (value: T) => void;
  /** Forgets the stored value, which then reads as the fallback. */
  remove: () => void;
  subscribe: (onChange: () => void) => () => void;
}

// Private browsing and full quotas make storage throw; the app must keep working without it.
function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string): boolean {
  try {
    window.localStorage.setItem(key, raw);
    return true;
  } catch {
    return false;
  }
}

function removeRaw(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored can be read either, so the value already reads as the fallback.
  }
}

export function createStoredValue<T>(
  key: string,
  codec: StorageCodec<T>,
  fallback: T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  // Used instead of storage when writing to it fails.
  let memory: { raw: string } | undefined;
  // get() must return the same object until the stored text changes (useSyncExternalStore).
  let cachedRaw: string | null | undefined;
  let cachedValue = fallback;

  const get = () => {
    const raw = memory ? memory.raw : readRaw(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = raw === null ? fallback : (codec.parse(raw) ?? fallback);
    }
    return cachedValue;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const set = (value: T) => {
    const raw = codec.serialize(value);
    memory = writeRaw(key, raw) ? undefined : { raw };
    notify();
  };

  const remove = () => {
    removeRaw(key);
    memory = undefined;
    notify();
  };

  // Another tab changed the value.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (onChange: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return { key, get, set, remove, subscribe };
}
