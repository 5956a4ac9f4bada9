// The lab's fault switches of the service under test, through its own routes.
import type { Fault, FaultRequest } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';

/** Starts and clears the faults of the worker at `base` (its test origin). */
export function faultSwitches(base: string) {
  const faults = `${base}${LAB_FAULTS_PATH}`;
  return {
    /** Starts a fault, which must be accepted (201); answers it. */
    async start(request: FaultRequest): Promise<Fault> {
      const response = await SELF.fetch(faults, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(201);
      return (await response.json<{ data: Fault }>()).data;
    },
    /** Clears every active fault. */
    async clearAll(): Promise<void> {
      const response = await SELF.fetch(faults);
      const { data } = await response.json<{ data: { items: Fault[] } }>();
      for (const fault of data.items) {
        await SELF.fetch(`${faults}/${fault.id}`, { method: 'DELETE' });
      }
    },
  };
}
