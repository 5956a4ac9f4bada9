// What each 'In the Lab' check asks the API, and that a failed read rejects the check.
import { describe, expect, it } from 'vitest';
import type { LabCheckId } from '../lib/lab-check-ids';
import { LAB_CHECKS, type LabStart } from './lab-checks';
import {
  answers,
  CONSUMED,
  DEMO_USER,
  fakeRead,
  FAULTS,
  PAUSED_TRACE,
  START,
  summary,
  type SystemState,
  TOPOLOGY,
  traceId,
  uploadSpans,
  pausedUpload,
  replayed,
} from './lab-checks.test-utils';
import type { LabRead } from './read-lab-api';

describe('what the checks ask the API', () => {
  /** Each trace list a check asked for, as the query the traces API parses. */
  async function reads(check: LabCheckId, state: SystemState, start: Partial<LabStart> = {}) {
    const { read, paths } = fakeRead(answers(state));
    await LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0, ...start } });
    return paths.map((path) => {
      const [pathname = '', query] = path.split('?');
      return query === undefined
        ? pathname
        : { pathname, query: Object.fromEntries(new URLSearchParams(query)) };
    });
  }

  it('search-timing lists the register searches', async () => {
    expect(await reads('search-timing', {})).toEqual([
      { pathname: '/api/traces', query: { limit: '100', operation: 'GET /api/nzbn/search' } },
    ]);
  });

  it('upload-queue-hop lists the users consumer’s traces and opens them', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab) },
    };
    expect(await reads('upload-queue-hop', state)).toEqual([
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'users', operation: 'process file-events' },
      },
      `/api/traces/${traceId(0xab)}`,
    ]);
  });

  it('dead-letter-replay lists the users service’s traces, then reads faults, the learner’s own sends, queues and usage', async () => {
    expect(await reads('dead-letter-replay', { ...replayed, fileCount: 1 })).toEqual([
      { pathname: '/api/traces', query: { limit: '100', service: 'users' } },
      FAULTS,
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'storage', operation: 'send file-events' },
      },
      TOPOLOGY,
      DEMO_USER,
    ]);
  });

  it('pause-and-drain opens the consumer’s traces, then reads faults, the learner’s own sends, queues and usage', async () => {
    expect(await reads('pause-and-drain', { ...pausedUpload, fileCount: 3 })).toEqual([
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'users', operation: 'process file-events' },
      },
      `/api/traces/${PAUSED_TRACE}`,
      FAULTS,
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'storage', operation: 'send file-events' },
      },
      TOPOLOGY,
      DEMO_USER,
    ]);
  });

  it('r2-operations-traced lists storage’s R2 puts and deletes', async () => {
    expect(await reads('r2-operations-traced', {})).toEqual([
      { pathname: '/api/traces', query: { limit: '100', service: 'storage', operation: 'R2 put' } },
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'storage', operation: 'R2 delete' },
      },
    ]);
  });

  it('rejects with the reader’s error when a read fails', async () => {
    const read: LabRead = () => Promise.reject(new Error('The check could not read it'));
    for (const check of Object.keys(LAB_CHECKS) as LabCheckId[]) {
      await expect(
        LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0 } }),
      ).rejects.toThrow('The check could not read it');
    }
  });
});
