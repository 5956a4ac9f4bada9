// No other site can act as the user or frame the app, in Chromium against the running system:
// another site's form is refused, its frame stays empty, and every page passes its
// Content-Security-Policy, lesson frames included (docs/architecture.md#security).
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crossSiteRefusal, storedNames, unique } from './support/cross-site';
import { directiveSources, watchCspViolations } from './support/csp';
import { usePageSession } from './support/page-session';
import { expectVisualisationDrawn } from './support/visualisation';

const baseUrl = inject('baseUrl');
const session = usePageSession({ width: 1280, height: 900 });
const page = () => session.page;

/** Another site: a server on another origin (localhost, not 127.0.0.1) serving `html`. */
let attacker: Server;
let attackerHtml = '';
function attackerUrl(): string {
  const address = attacker.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return `http://localhost:${address.port}/`;
}
beforeAll(async () => {
  attacker = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(attackerHtml);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

describe('another site', () => {
  it('cannot upload by posting a multipart form to the app', async () => {
    const name = unique('form.txt');
    attackerHtml = `<form method="post" enctype="multipart/form-data" action="${baseUrl}/api/storage/upload">
      <input type="file" name="file"><input name="userId" value="demo-user">
    </form>
    <script>
      const files = new DataTransfer();
      files.items.add(new File(['evil'], ${JSON.stringify(name)}, { type: 'text/plain' }));
      document.querySelector('input[type=file]').files = files.files;
      document.querySelector('form').submit();
    </script>`;
    session.expectedErrors = [/403/];
    const [answer] = await Promise.all([
      page().waitForResponse((response) => response.url().endsWith('/api/storage/upload')),
      page().goto(attackerUrl()),
    ]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual(crossSiteRefusal('POST'));
    expect(await storedNames(baseUrl)).not.toContain(name);
  });

  it("cannot frame the app: frame-ancestors 'none'", async () => {
    attackerHtml = `<iframe title="framed" src="${baseUrl}/storage" width="800" height="600"></iframe>`;
    session.expectedErrors = [/frame-ancestors/];
    const [refusedFrame] = await Promise.all([
      page().waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text())),
      page().goto(attackerUrl()),
    ]);
    expect(refusedFrame.text()).toContain(baseUrl);
    const framed = page().frameLocator('iframe[title="framed"]');
    expect(await framed.getByRole('button', { name: /^Delete / }).count()).toBe(0);
  });
});

async function open(path: string, heading: string) {
  await page().goto(`${baseUrl}${path}`);
  await page().getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  // Lazy chunks, charts and polling answers arrive after the heading.
  await page().waitForLoadState('networkidle');
}

describe('the Content-Security-Policy in Chromium', () => {
  it.each(['/', '/learn/async-basics', '/storage'])(
    '%s is served with script-src self only: no inline script, no eval',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(directiveSources(policy, 'script-src')).toEqual(["'self'"]);
      expect(policy).not.toContain('unsafe-eval');
    },
  );

  it('serves each lesson frame with its own policy: sandboxed, no network, eval in the runner alone', async () => {
    const policyOf = async (path: string) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      return response.headers.get('content-security-policy') ?? '';
    };
    const runner = await policyOf('/frames/runner.html');
    const visualisation = await policyOf('/frames/visualisation.html');
    expect(directiveSources(runner, 'script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(directiveSources(runner, 'worker-src')).toEqual(['blob:']);
    expect(directiveSources(visualisation, 'script-src')).toEqual(["'self'"]);
    for (const policy of [runner, visualisation]) {
      expect(directiveSources(policy, 'sandbox')).toEqual(['allow-scripts']);
      expect(directiveSources(policy, 'connect-src')).toEqual(["'none'"]);
      expect(directiveSources(policy, 'frame-ancestors')).toEqual(["'self'"]);
    }
  });

  it.each([
    ['/', 'System Overview'],
    ['/learn', 'Learn Asynchronous Microservices'],
    ['/services', 'Services'],
    ['/metrics', 'Metrics and Analytics'],
  ])('%s has no violations', async (path, heading) => {
    const violations = await watchCspViolations(page());
    await open(path, heading);
    expect(violations).toEqual([]);
  });

  it('/storage has none while a file is uploaded and deleted', async () => {
    const violations = await watchCspViolations(page());
    await open('/storage', 'File Storage (R2)');
    const name = unique('csp.txt');
    await page()
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('csp\n') });
    await page().getByText(`File uploaded successfully: ${name}`).waitFor();
    await page()
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page().getByText('File deleted successfully').waitFor();
    expect(violations).toEqual([]);
  });

  it('/learn/async-basics has none in the code runner and the visualisation frames', async () => {
    const violations = await watchCspViolations(page());
    await page().goto(`${baseUrl}/learn/async-basics`);
    const editor = page().getByRole('textbox', { name: 'Code editor' });
    await editor.click();
    await page().keyboard.press('ControlOrMeta+a');
    await page().keyboard.insertText("console.log('ran in the sandbox')");
    await page().getByRole('button', { name: 'Run Code' }).click();
    const output = page().getByRole('log', { name: 'Output' });
    await expect.poll(async () => (await output.innerText()).trim()).toBe('ran in the sandbox');

    await page().goto(`${baseUrl}/learn/async-basics?section=concurrency-patterns`);
    await expectVisualisationDrawn(page());
    expect(violations).toEqual([]);
  });
});

describe("the code runner's policy, from learner code", () => {
  /** Learner code that loads a script (one a Worker can run) and fetches, and says which failed. */
  const escapes = (script: string, url: string) => `
const attempts = {
  importScripts: () => importScripts(${JSON.stringify(script)}),
  fetch: () => fetch(${JSON.stringify(url)}),
};
for (const [name, attempt] of Object.entries(attempts)) {
  try { await attempt(); console.log(name + ' reached'); } catch { console.log(name + ' refused'); }
}`;

  it("reaches no network, not even a script of the app's own", async () => {
    session.expectedErrors = [/Content Security Policy|Refused to|Failed to (fetch|load)/];
    await page().goto(`${baseUrl}/learn/async-basics`);
    // d3, which runs in a Worker as well as in the visualisation frame that loads it.
    const frameSrc = await page()
      .locator('iframe[title="Interactive visualisation"]')
      .getAttribute('src');
    const d3Path = new URL(frameSrc ?? '', baseUrl).searchParams.get('d3');
    expect(d3Path).toMatch(/^\/assets\/.+\.js$/);
    await page().getByRole('textbox', { name: 'Code editor' }).click();
    await page().keyboard.press('ControlOrMeta+a');
    await page().keyboard.insertText(escapes(`${baseUrl}${d3Path ?? ''}`, `${baseUrl}/health`));
    await page().getByRole('button', { name: 'Run Code' }).click();
    const output = page().getByRole('log', { name: 'Output' });
    await expect
      .poll(async () => (await output.innerText()).trim())
      .toBe('importScripts refused\nfetch refused');
  });
});
