// The shortlist (docs/product.md#data, #states): entities unique by NZBN, kept in localStorage and
// shared by the search, the details panel and the table.
import { registryEntitySchema, type RegistryEntity } from '@repo/contracts/registry';
import { useCallback } from 'react';
import * as z from 'zod';
import { useStoredValue } from '@/hooks/use-stored-value';
import { createStoredValue, jsonCodec } from '@/lib/stored-value';
import { storageKey } from '../lib/constants';

export const shortlistItemSchema = registryEntitySchema.pick({
  nzbn: true,
  name: true,
  entityType: true,
  status: true,
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

// docs/product.md#validation: anything invalid reads as an empty shortlist; duplicates keep their
// first entry.
const shortlistSchema = z
  .array(shortlistItemSchema)
  .transform((items) =>
    items.filter((item, index) => items.findIndex((other) => other.nzbn === item.nzbn) === index),
  );

export const shortlistStore = createStoredValue<ShortlistItem[]>(
  storageKey('shortlist'),
  jsonCodec(shortlistSchema),
  [],
);

function save(entity: ShortlistItem | RegistryEntity): void {
  const items = shortlistStore.get();
  if (items.some((item) => item.nzbn === entity.nzbn)) return;
  const { nzbn, name, entityType, status } = entity;
  shortlistStore.set([...items, { nzbn, name, entityType, status }]);
}

function remove(nzbn: string): void {
  shortlistStore.set(shortlistStore.get().filter((item) => item.nzbn !== nzbn));
}

function clear(): void {
  shortlistStore.set([]);
}

export function useShortlist() {
  const [items] = useStoredValue(shortlistStore);
  const has = useCallback((nzbn: string) => items.some((item) => item.nzbn === nzbn), [items]);
  return { items, has, save, remove, clear };
}
