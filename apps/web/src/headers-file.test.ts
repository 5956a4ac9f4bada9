// public/_headers, the rules Workers static assets apply to the app's files, parsed as they read
// them: the app's pages compile nothing, and each lesson frame has its own narrow policy in
// place of the app's, the code runner's alone allowing eval.
import { describe, expect, it } from 'vitest';
import { VISUALISATION_FRAME_PATH } from './features/learn/lib/d3-frame-protocol';
import { RUNNER_FRAME_PATH } from './features/learn/sandbox/sandbox-frame';
import headersFile from '../public/_headers?raw';

interface Rule {
  path: string;
  /** `Name: value` lines, by lower-case name. */
  set: Map<string, string>;
  /** `! Name` lines: headers an earlier rule set, removed here. */
  removed: Set<string>;
}

function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), set: new Map(), removed: new Set() });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`a header before any path: ${line}`);
    const removed = /^\s*!\s*(\S+)\s*$/.exec(line);
    if (removed?.[1]) rule.removed.add(removed[1].toLowerCase());
    else {
      const [name = '', ...value] = line.trim().split(':');
      rule.set.set(name.toLowerCase(), value.join(':').trim());
    }
  }
  return rules;
}

/** The headers a path gets: every matching rule in order, `*` matching anything. */
function headersFor(rules: Rule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    const literal = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${rule.path.split('*').map(literal).join('.*')}$`);
    if (!pattern.test(path)) continue;
    rule.removed.forEach((name) => headers.delete(name));
    rule.set.forEach((value, name) =>
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value),
    );
  }
  return headers;
}

function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

const rules = parseHeaders(headersFile);
const policyOf = (path: string) =>
  directives(headersFor(rules, path).get('content-security-policy'));

describe('public/_headers', () => {
  it.each(['/index.html', '/assets/index-abc123.js', '/learn'])(
    "gives %s the app's policy: scripts from the app's origin only, no inline script, no eval",
    (path) => {
      const policy = policyOf(path);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headersFor(rules, path).get('x-frame-options')).toBe('DENY');
    },
  );

  it.each([RUNNER_FRAME_PATH, VISUALISATION_FRAME_PATH])(
    "gives the frame %s one policy of its own in place of the app's: sandboxed, no network, framed by the app only",
    (path) => {
      const headers = headersFor(rules, path);
      expect(headers.get('content-security-policy')).not.toContain(',');
      expect(headers.has('x-frame-options')).toBe(false);
      const policy = policyOf(path);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'none'"]);
      expect(policy.get('sandbox')).toEqual(['allow-scripts']);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    },
  );

  it('lets the code runner alone compile code, in its blob: Workers', () => {
    expect(policyOf(RUNNER_FRAME_PATH).get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policyOf(RUNNER_FRAME_PATH).get('worker-src')).toEqual(['blob:']);
    expect(policyOf(VISUALISATION_FRAME_PATH).get('script-src')).toEqual(["'self'"]);
    const withEval = rules.filter((rule) =>
      rule.set.get('content-security-policy')?.includes('eval'),
    );
    expect(withEval.map((rule) => rule.path)).toEqual([RUNNER_FRAME_PATH]);
    expect(headersFile).not.toMatch(/^[^#]*'unsafe-inline'[^;\n]*script/m);
  });
});
