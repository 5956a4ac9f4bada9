// The 'In the Lab' check of an upload's hop across the file-events queue, against the fake system.
import type { Span } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import { LAB_CHECKS } from './lab-checks';
import {
  answers,
  aroundClockSlack,
  CONSUMED,
  done,
  fakeRead,
  notYet,
  runCheck,
  START,
  summary,
  type SystemState,
  traceId,
  uploadSpans,
} from './lab-checks.test-utils';

describe('upload-queue-hop', () => {
  const run = (state: SystemState) => runCheck('upload-queue-hop', state);
  const NOT_YET = notYet(
    'No upload since you started has a trace that crosses the file-events queue yet: upload a file on Storage, wait a second and check again.',
  );

  it('is not done before any upload', async () => {
    expect(await run({})).toEqual(NOT_YET);
  });

  it('is done when the consumer span is a child of storage’s send, saying how long it waited', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { waited: 1234 }) },
    };
    expect(await run(state)).toEqual(
      done(
        "Done: in trace 000000ab… the file event waited 1234 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });

  it('does not count a consumer span whose parent is another span', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { consumerParent: 2 }) },
    };
    expect(await run(state)).toEqual(NOT_YET);
  });

  it('does not count a send by another worker or a consumer of another worker', async () => {
    const [root, storage, send, consumer] = uploadSpans(0xab) as [Span, Span, Span, Span];
    const sentByGateway: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: [root, storage, { ...send, service: 'gateway' }, consumer] },
    };
    expect(await run(sentByGateway)).toEqual(NOT_YET);
    const consumedByStorage: SystemState = {
      ...sentByGateway,
      spans: { [traceId(0xab)]: [root, storage, send, { ...consumer, service: 'storage' }] },
    };
    expect(await run(consumedByStorage)).toEqual(NOT_YET);
  });

  it('names the newest trace with a hop and never reads a negative wait', async () => {
    const state: SystemState = {
      lists: {
        [CONSUMED]: [
          summary(0x3, { at: 9000 }),
          summary(0x2, { at: 8000 }),
          summary(0x1, { at: 7000 }),
        ],
      },
      spans: {
        [traceId(0x3)]: uploadSpans(0x3, { consumerParent: 1 }),
        // The consumer's clock runs a little behind storage's.
        [traceId(0x2)]: uploadSpans(0x2, { waited: -3 }),
        [traceId(0x1)]: uploadSpans(0x1),
      },
    };
    expect(await run(state)).toEqual(
      done(
        "Done: in trace 00000002… the file event waited 0 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });

  it('opens only the ten newest traces', async () => {
    const items = Array.from({ length: 11 }, (_, index) =>
      summary(index + 1, { at: 20_000 - index * 100 }),
    );
    const spans = Object.fromEntries(
      items.map((item, index) => [
        item.traceId,
        uploadSpans(index + 1, { consumerParent: index === 10 ? 3 : 1 }),
      ]),
    );
    const { read, paths } = fakeRead(answers({ lists: { [CONSUMED]: items }, spans }));
    const result = await LAB_CHECKS['upload-queue-hop']({
      read,
      start: { startedAt: START, fileCount: 0 },
    });
    expect(result).toEqual(NOT_YET);
    expect(paths.filter((path) => path.startsWith('/api/traces/'))).toHaveLength(10);
  });

  it('leaves out uploads before the start, beyond the clock slack, and keeps those within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [CONSUMED]: [summary(0xab, { at })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { waited: 15 }) },
    });
    const [before, within] = await aroundClockSlack('upload-queue-hop', state, { withinMs: 300 });
    expect(before).toEqual(NOT_YET);
    expect(within).toEqual(
      done(
        "Done: in trace 000000ab… the file event waited 15 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });
});
