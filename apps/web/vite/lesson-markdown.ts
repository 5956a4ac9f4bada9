// Lessons are Markdown files with YAML front matter (docs/learn.md). This plugin reads them at
// build time, so the app never parses YAML:
// - `file.md?frontmatter`: the front matter, as an object; `?frontmatter=id,title` keeps only
//   those keys (what the learning hub lists, without the lesson text).
// - `file.md?lesson`: `{ data, body }`, the front matter and the Markdown after it.
// In the build, each module's lesson files (every file of its section folders) go into one
// chunk, loaded when its page opens; the front matter the hub reads stays with the hub.
// A lesson whose front matter has a `contentUrl` (a same-site path) is also served there, body
// only: by the dev server, and as a file of the build. The page fetches it, and falls back to the
// body bundled by `?lesson`: both come from the one file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export interface LessonMarkdown {
  data: Record<string, unknown>;
  body: string;
}

/** Splits a Markdown file into its front matter (YAML between `---` lines) and its body. */
export function parseLessonMarkdown(text: string): LessonMarkdown {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text.trim() };
  const data: unknown = parse(match[1] ?? '');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('front matter must be a YAML mapping');
  }
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length).trim() };
}

function pick(data: Record<string, unknown>, keys: string): Record<string, unknown> {
  if (keys === '') return data;
  return Object.fromEntries(
    keys.split(',').flatMap((key) => (key in data ? [[key, data[key]]] : [])),
  );
}

function contentUrlOf(data: Record<string, unknown>): string | undefined {
  return typeof data.contentUrl === 'string' ? data.contentUrl : undefined;
}

/** Every Markdown file under `dir` that declares a contentUrl, by that url. */
function servedLessons(dir: string): Map<string, string> {
  const served = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.md')) continue;
    const file = path.join(dir, entry);
    const url = contentUrlOf(parseLessonMarkdown(readFileSync(file, 'utf8')).data);
    if (url !== undefined) served.set(url, file);
  }
  return served;
}

/** 'lessons-<module-id>' for a file of a section folder, `<contentDir>/<module-id>/<section-id>/…`. */
export function lessonChunkName(id: string, contentDir: string): string | null {
  const [file = '', query = ''] = id.split('?', 2);
  if (new URLSearchParams(query).has('frontmatter')) return null;
  const relative = path.relative(contentDir, file).split(path.sep);
  if (relative.length !== 3 || relative[0] === '..') return null;
  return `lessons-${relative[0]}`;
}

/** `contentDir`: the folder of the lessons, relative to the Vite root. */
export function lessonMarkdown({ contentDir }: { contentDir: string }): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'lesson-markdown',
    enforce: 'pre',
    config(config) {
      const lessons = path.resolve(config.root ?? process.cwd(), contentDir);
      const groups = [{ name: (id: string) => lessonChunkName(id, lessons) }];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const file = url.endsWith('.md')
          ? servedLessons(path.resolve(root, contentDir)).get(url)
          : undefined;
        if (file === undefined) return next();
        response.setHeader('content-type', 'text/markdown; charset=utf-8');
        response.end(`${parseLessonMarkdown(readFileSync(file, 'utf8')).body}\n`);
      });
    },
    load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!file.endsWith('.md')) return null;
      const params = new URLSearchParams(query);
      const keys = params.get('frontmatter');
      if (keys === null && !params.has('lesson')) return null;
      this.addWatchFile(file);
      const lesson = parseLessonMarkdown(readFileSync(file, 'utf8'));
      if (keys !== null) return `export default ${JSON.stringify(pick(lesson.data, keys))};`;
      const url = contentUrlOf(lesson.data);
      if (building && url !== undefined) {
        this.emitFile({
          type: 'asset',
          fileName: url.replace(/^\//, ''),
          source: `${lesson.body}\n`,
        });
      }
      return `export default ${JSON.stringify(lesson)};`;
    },
  };
}
