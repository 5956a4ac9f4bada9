// The lesson-markdown plugin: front matter split from the body, the hub's picks, a module's
// chunk, and a contentUrl lesson written into the build, body only.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { lessonChunkName, lessonMarkdown, parseLessonMarkdown } from './lesson-markdown';

const LESSON = `---
id: one
title: 'One: the first'
objectives:
  - Read it
contentUrl: /lesson-content/m/one.md
---

### Heading

Text.
`;

function lessonFile(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lessons-')), 'm', 'one');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'section.md');
  writeFileSync(file, LESSON);
  return file;
}

/** Runs the plugin's load hook as Vite would, in a build or not; returns its module and emits. */
function load(id: string, command: 'build' | 'serve') {
  const plugin = lessonMarkdown({ contentDir: 'content' });
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root: '/', command } as ResolvedConfig);
  const emitFile = vi.fn();
  const hook = plugin.load as (this: unknown, id: string) => string | null;
  const code = hook.call({ emitFile, addWatchFile: vi.fn() }, id);
  const json = code?.replace(/^export default /, '').replace(/;$/, '');
  return { value: json === undefined ? null : (JSON.parse(json) as unknown), emitFile };
}

describe('parseLessonMarkdown', () => {
  it('splits the YAML front matter from the trimmed body', () => {
    expect(parseLessonMarkdown(LESSON)).toEqual({
      data: {
        id: 'one',
        title: 'One: the first',
        objectives: ['Read it'],
        contentUrl: '/lesson-content/m/one.md',
      },
      body: '### Heading\n\nText.',
    });
  });

  it('reads a file without front matter as all body, and refuses front matter that is no map', () => {
    expect(parseLessonMarkdown('Just text.\n')).toEqual({ data: {}, body: 'Just text.' });
    expect(() => parseLessonMarkdown('---\n- a list\n---\nText')).toThrow(/YAML mapping/);
  });
});

describe('the load hook', () => {
  it('gives the front matter, or only the keys asked for, without the body', () => {
    const file = lessonFile();
    expect(load(`${file}?frontmatter`, 'serve').value).toMatchObject({ id: 'one' });
    expect(load(`${file}?frontmatter=id,title,lab`, 'serve').value).toEqual({
      id: 'one',
      title: 'One: the first',
    });
  });

  it('gives front matter and body, and writes a contentUrl lesson into the build only', () => {
    const file = lessonFile();
    const served = load(`${file}?lesson`, 'serve');
    expect(served.value).toEqual(parseLessonMarkdown(LESSON));
    expect(served.emitFile).not.toHaveBeenCalled();
    expect(load(`${file}?lesson`, 'build').emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'lesson-content/m/one.md',
      source: '### Heading\n\nText.\n',
    });
  });

  it('leaves other imports to Vite', () => {
    const file = lessonFile();
    expect(load(`${file}?raw`, 'serve').value).toBeNull();
    expect(load(file, 'serve').value).toBeNull();
  });
});

describe('lessonChunkName', () => {
  const content = path.resolve('/app/content');
  it("puts a section folder's files in their module's chunk", () => {
    expect(lessonChunkName('/app/content/m/one/section.md?lesson', content)).toBe('lessons-m');
    expect(lessonChunkName('/app/content/m/one/quiz.ts', content)).toBe('lessons-m');
  });

  it("leaves the hub's front matter, module.md and other files alone", () => {
    expect(lessonChunkName('/app/content/m/one/section.md?frontmatter=id', content)).toBeNull();
    expect(lessonChunkName('/app/content/m/module.md?frontmatter', content)).toBeNull();
    expect(lessonChunkName('/app/content/module-loaders.ts', content)).toBeNull();
    expect(lessonChunkName('/app/lib/one/two/three.ts', content)).toBeNull();
  });
});
