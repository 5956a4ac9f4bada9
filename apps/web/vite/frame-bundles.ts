// Builds the scripts of the app's sandboxed frames and Workers from real TypeScript modules.
// Those documents have an opaque origin and no module loader, so each script is one classic
// file: esbuild bundles the module with its imports into an IIFE.
//   import url from './visualisation.ts?frame-url'    the bundle as a file; its URL (the dev
//                                                     server builds it on each request)
//   import code from './worker-entry.ts?frame-source' the bundle as text, to inline
// A `?frame-url` bundle puts its exports on `frameExports`. d3 is never bundled: the frames
// load its UMD file and pass it in, and the modules only `import type` it.
// The frames' own documents (public/frames/*.html) load their script by a fixed name:
//   frameBundles({ 'frames/runner.js': 'src/…/frame-entry.ts' })  built into dist/frames/runner.js,
//                                                                 served there by the dev server
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const URL_QUERY = '?frame-url';
const SOURCE_QUERY = '?frame-source';
const GLOBAL_NAME = 'frameExports';
/** Where the dev server serves the `?frame-url` bundles. */
const DEV_PREFIX = '/@frame-bundles/';

interface Bundle {
  code: string;
  /** Every file the bundle was built from, to rebuild it when one changes. */
  inputs: string[];
}

/** Lets a bundle inline another bundle's text, as the sandbox frame inlines its Worker's. */
const nestedSources: EsbuildPlugin = {
  name: 'frame-source',
  setup(esbuild) {
    esbuild.onResolve({ filter: /\?frame-source$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -SOURCE_QUERY.length)),
      namespace: 'frame-source',
    }));
    esbuild.onLoad({ filter: /.*/, namespace: 'frame-source' }, async (args) => {
      const bundle = await bundleFile(args.path, false);
      return { contents: `export default ${JSON.stringify(bundle.code)};`, loader: 'js' };
    });
  },
};

export async function bundleFile(file: string, withGlobal: boolean): Promise<Bundle> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'iife',
    ...(withGlobal ? { globalName: GLOBAL_NAME } : {}),
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    plugins: [nestedSources],
  });
  const code = result.outputFiles?.[0]?.text ?? '';
  const inputs = Object.keys(result.metafile?.inputs ?? {})
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(input));
  return { code, inputs };
}

/** 'sync-vs-async-visualisation' for content/async-basics/sync-vs-async/visualisation.ts */
function bundleName(file: string): string {
  const base = path.basename(file).replace(/\.[cm]?tsx?$/, '');
  return `${path.basename(path.dirname(file))}-${base}`.replace(/[^a-zA-Z0-9]+/g, '-');
}

function hash(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 8);
}

/** Bundles served under a fixed name: output file name → entry module (from the app's root). */
export type FixedBundles = Readonly<Record<string, string>>;

export function frameBundles(fixed: FixedBundles = {}): Plugin {
  let serving = true;
  let root = process.cwd();
  const fixedEntry = (fileName: string) =>
    Object.hasOwn(fixed, fileName) ? path.resolve(root, fixed[fileName] ?? '') : undefined;
  /** The dev server's bundles by name: each is built when it is asked for, never cached. */
  const devFiles = new Map<string, string>();
  return {
    name: 'frame-bundles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
      root = config.root;
    },
    async buildStart() {
      if (serving) return;
      for (const fileName of Object.keys(fixed)) {
        const bundle = await bundleFile(fixedEntry(fileName) ?? '', false);
        bundle.inputs.forEach((input) => this.addWatchFile(input));
        this.emitFile({ type: 'asset', fileName, source: bundle.code });
      }
    },
    async resolveId(source, importer) {
      if (!source.endsWith(URL_QUERY) && !source.endsWith(SOURCE_QUERY)) return null;
      const query = source.endsWith(URL_QUERY) ? URL_QUERY : SOURCE_QUERY;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${query}` : null;
    },
    async load(id) {
      const query = [URL_QUERY, SOURCE_QUERY].find((candidate) => id.endsWith(candidate));
      if (query === undefined) return null;
      const file = id.slice(0, -query.length);
      if (serving && query === URL_QUERY) {
        const name = `${bundleName(file)}-${hash(file)}.js`;
        devFiles.set(name, file);
        return `export default ${JSON.stringify(DEV_PREFIX + name)};`;
      }
      const bundle = await bundleFile(file, query === URL_QUERY);
      bundle.inputs.forEach((input) => this.addWatchFile(input));
      if (query === SOURCE_QUERY) return `export default ${JSON.stringify(bundle.code)};`;
      const name = `${bundleName(file)}-${hash(bundle.code)}.js`;
      const reference = this.emitFile({
        type: 'asset',
        fileName: `assets/${name}`,
        source: bundle.code,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        const fixedFile = fixedEntry(url.slice(1));
        const file = url.startsWith(DEV_PREFIX)
          ? devFiles.get(url.slice(DEV_PREFIX.length))
          : fixedFile;
        if (file === undefined) return next();
        bundleFile(file, fixedFile === undefined).then(({ code }) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}
