import { describe, expect, it } from 'vitest';
import { spanTreeOrder } from './span-tree';
import { span, uploadTrace } from './traces.test-utils';

const order = (spans: Parameters<typeof spanTreeOrder>[0]) =>
  spanTreeOrder(spans).map(({ span: { name }, depth }) => `${'  '.repeat(depth)}${name}`);

describe('spanTreeOrder', () => {
  it('puts children under their parent, siblings by start time', () => {
    expect(order(uploadTrace())).toEqual([
      'POST /api/storage/upload',
      '  POST /upload',
      '    d1 insert',
      '    file-events publish',
      '      file-events process',
    ]);
  });

  it('gives each span its parent', () => {
    const nodes = spanTreeOrder(uploadTrace());
    expect(nodes.map(({ parent }) => parent?.name)).toEqual([
      undefined,
      'POST /api/storage/upload',
      'POST /upload',
      'POST /upload',
      'file-events publish',
    ]);
  });

  it('shows a span whose parent has not arrived as a root, in time order', () => {
    const spans = [
      span({ id: 9, parent: 8, name: 'orphan', at: 5 }),
      span({ id: 1, name: 'root', at: 0 }),
      span({ id: 2, parent: 1, name: 'child', at: 1 }),
    ];
    expect(order(spans)).toEqual(['root', '  child', 'orphan']);
  });

  it('keeps every span of a broken trace whose parents form a cycle', () => {
    const spans = [
      span({ id: 1, parent: 2, name: 'a', at: 0 }),
      span({ id: 2, parent: 1, name: 'b', at: 1 }),
    ];
    expect(order(spans)).toEqual(['a', '  b']);
  });

  it('gives nothing for no spans', () => {
    expect(spanTreeOrder([])).toEqual([]);
  });
});
