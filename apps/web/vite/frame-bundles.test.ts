// The frame-bundles plugin: a module and its imports as one classic script, a nested bundle
// inlined as text, the URL or the text a `?frame-url` or `?frame-source` import gives, and the
// bundles built under a fixed name for the frames' own documents.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { runInNewContext } from 'node:vm';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';

// esbuild checks that TextEncoder gives this realm's Uint8Array, which jsdom's does not.
class RealmTextEncoder extends NodeTextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}
globalThis.TextEncoder = RealmTextEncoder as typeof TextEncoder;
const { bundleFile, frameBundles } = await import('./frame-bundles');

function sources(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'frame-bundles-'));
  writeFileSync(path.join(dir, 'size.ts'), 'export const WIDTH: number = 600;\n');
  writeFileSync(path.join(dir, 'inner.ts'), "import { WIDTH } from './size';\nreport(WIDTH);\n");
  writeFileSync(
    path.join(dir, 'outer.ts'),
    [
      "import type { Selection } from 'd3';",
      "import inner from './inner.ts?frame-source';",
      "import { WIDTH } from './size';",
      'export const draw = (): number => WIDTH * 2;',
      'export const innerSource: string = inner;',
      'export type Unused = Selection<SVGElement, unknown, null, undefined>;',
    ].join('\n'),
  );
  return dir;
}

describe('bundleFile', () => {
  it('bundles a module with its imports into a classic script that puts its exports on frameExports', async () => {
    const dir = sources();
    const { code, inputs } = await bundleFile(path.join(dir, 'outer.ts'), true);
    const scope: { frameExports?: { draw(): number; innerSource: string } } = {};

    runInNewContext(code, scope);

    expect(code).not.toMatch(/\bimport\b|\bexport\b|d3/);
    expect(scope.frameExports?.draw()).toBe(1200);
    expect(inputs).toEqual(
      expect.arrayContaining([path.join(dir, 'outer.ts'), path.join(dir, 'size.ts')]),
    );
  });

  it('inlines a ?frame-source import as the text of its own bundle', async () => {
    const dir = sources();
    const { code } = await bundleFile(path.join(dir, 'outer.ts'), true);
    const scope: { frameExports?: { innerSource: string } } = {};
    runInNewContext(code, scope);
    const reported: unknown[] = [];

    runInNewContext(scope.frameExports?.innerSource ?? '', {
      report: (v: unknown) => reported.push(v),
    });

    expect(reported).toEqual([600]);
  });
});

describe('frameBundles', () => {
  const plugin = frameBundles();
  const context = { addWatchFile: () => undefined };
  const load = (id: string, command: 'serve' | 'build') => {
    (plugin.configResolved as (config: ResolvedConfig) => void)({ command } as ResolvedConfig);
    return (
      plugin.load as unknown as (this: typeof context, id: string) => Promise<string | null>
    ).call(context, id);
  };

  it('gives a ?frame-source import the bundle as text', async () => {
    const file = path.join(sources(), 'inner.ts');

    const module = await load(`${file}?frame-source`, 'serve');

    expect(module).toMatch(/^export default ".*report\(/s);
  });

  it('gives a ?frame-url import, in dev, a URL the dev server serves', async () => {
    const file = path.join(sources(), 'outer.ts');

    const module = await load(`${file}?frame-url`, 'serve');

    expect(module).toMatch(/^export default "\/@frame-bundles\/[^"]+-outer-[0-9a-f]{8}\.js";$/);
  });

  it('leaves every other module alone', async () => {
    expect(await load(path.join(sources(), 'outer.ts'), 'serve')).toBeNull();
  });
});

describe('frameBundles with fixed names', () => {
  it('builds each named entry, with its imports, into a classic script of that name', async () => {
    const dir = sources();
    const plugin = frameBundles({ 'frames/inner.js': 'inner.ts' });
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const context = {
      addWatchFile: () => undefined,
      emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file),
    };
    (plugin.configResolved as (config: ResolvedConfig) => void)({
      command: 'build',
      root: dir,
    } as ResolvedConfig);

    await (plugin.buildStart as unknown as (this: typeof context) => Promise<void>).call(context);

    expect(emitted.map((file) => file.fileName)).toEqual(['frames/inner.js']);
    const reported: unknown[] = [];
    runInNewContext(String(emitted[0]?.source), { report: (v: unknown) => reported.push(v) });
    expect(reported).toEqual([600]);
  });
});
