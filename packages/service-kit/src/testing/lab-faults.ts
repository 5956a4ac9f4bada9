// The lab's fault switches of the service under test, through its own routes.
import type { Fault, FaultRequest } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';

/** How the switches reach the worker: `SELF.fetch` unless a test calls it another way. */
type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

const throughSelf: Fetcher = (url, init) => SELF.fetch(url, init);

/** Starts and clears the faults of the worker at `base` (its test origin). */
export function faultSwitches(base: string, fetcher: Fetcher = throughSelf) {
  const faults = `${base}${LAB_FAULTS_PATH}`;
  return {
    /** Starts a fault, which must be accepted (201); answers it. */
    async start(request: FaultRequest): Promise<Fault> {
      const response = await fetcher(faults, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(201);
      return (await response.json<{ data: Fault }>()).data;
    },
    /** Clears every active fault. */
    async clearAll(): Promise<void> {
      const response = await fetcher(faults);
      const { data } = await response.json<{ data: { items: Fault[] } }>();
      for (const fault of data.items) {
        await fetcher(`${faults}/${fault.id}`, { method: 'DELETE' });
      }
    },
  };
}
