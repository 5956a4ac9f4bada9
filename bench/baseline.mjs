// The previous release, checked out and built beside this one for `npm run bench:compare`:
// a git worktree of the baseline commit under .data-bench/ (git-ignored), with its own
// node_modules and web build, kept and reused by later runs (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, run } from '../scripts/lib/system.mjs';

/** The release the bench was written against: the baseline while the repository has no tags. */
export const FALLBACK_BASELINE = '3cb84fe';

const git = (args, cwd = ROOT) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();

/**
 * The newest tag that HEAD contains, other than one on HEAD itself (that would compare a
 * build with itself), or undefined when there is none.
 */
function newestTag() {
  const head = git(['rev-parse', 'HEAD']);
  const tags = git(['tag', '--merged', 'HEAD', '--sort=-creatordate']).split('\n');
  return tags.find((tag) => tag !== '' && git(['rev-parse', `${tag}^{commit}`]) !== head);
}

/**
 * The baseline as `{ ref, commit, short }`: BENCH_BASELINE when set, else the newest tag,
 * else FALLBACK_BASELINE. A ref that names no commit stops the bench with that reason.
 */
export function resolveBaseline(env = process.env) {
  const ref = env.BENCH_BASELINE || newestTag() || FALLBACK_BASELINE;
  let commit;
  try {
    commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new Error(`BENCH_BASELINE '${ref}' is not a commit in this repository`);
  }
  return { ref, commit, short: commit.slice(0, 12) };
}

// Kept in node_modules on purpose: `npm ci` empties that folder first, so an install cut
// short leaves no marker and is done again next time.
const INSTALLED = join('node_modules', '.bench-compare-installed');
const BUILT = join('node_modules', '.bench-compare-built');

/**
 * Makes the baseline's checkout ready to start: adds the worktree if it is missing (one
 * folder per commit, so nothing of another baseline is touched), installs and builds once.
 * A folder there that is not that commit's worktree stops the bench rather than being
 * replaced: it may hold someone's work.
 * @param {{ commit: string; short: string }} baseline
 * @returns {Promise<string>} the checkout's folder
 */
export async function prepareBaseline(baseline, { log = console.log } = {}) {
  const dir = join(ROOT, '.data-bench', `baseline-${baseline.short}`);
  if (existsSync(dir)) {
    let head = '';
    try {
      head = git(['rev-parse', 'HEAD'], dir);
    } catch {
      // Not a git checkout: reported below.
    }
    if (head !== baseline.commit) {
      throw new Error(
        `${dir} exists but is not a checkout of ${baseline.short}; move it away to let the bench use it`,
      );
    }
    log(`baseline ${baseline.short}: reusing ${dir}`);
  } else {
    log(`baseline ${baseline.short}: adding a git worktree in ${dir}…`);
    git(['worktree', 'add', '--detach', dir, baseline.commit]);
  }
  // Its own install and build: the baseline must run on the dependencies it shipped with.
  if (!existsSync(join(dir, INSTALLED))) {
    log(`baseline ${baseline.short}: npm ci (once per commit, a minute or two)…`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: dir,
      quiet: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    await writeFile(join(dir, INSTALLED), `${baseline.commit}\n`);
  }
  if (!existsSync(join(dir, BUILT))) {
    log(`baseline ${baseline.short}: building its web app…`);
    await run('npm', ['run', 'build', '--silent'], { cwd: dir, quiet: true });
    await writeFile(join(dir, BUILT), `${baseline.commit}\n`);
  }
  return dir;
}
