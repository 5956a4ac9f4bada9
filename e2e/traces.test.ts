// Distributed traces on the running system: an upload's trace crosses the gateway, storage,
// the file-events queue and the users consumer, and every /api answer names its trace.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { traceListSchema, type Span } from '@repo/contracts/traces';
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';
import { actAs, upload } from './support/system-api';
import { traceIdOf, traceWhen } from './support/traces';

const baseUrl = inject('baseUrl');

const listEnvelope = successEnvelopeSchema(traceListSchema);

const RESPONSE_SENT = /^response sent at [\d.,]+ ms$/;

const endOf = (span: Span) => Date.parse(span.startTime) + span.durationMs;

describe('traces of the running system', () => {
  it('answers every /api call with a traceparent, continuing the caller’s trace', async () => {
    const fresh = await fetch(`${baseUrl}/api/users/demo-user`);
    expect(fresh.status).toBe(200);
    traceIdOf(fresh);

    const mine = randomBytes(16).toString('hex');
    const continued = await fetch(`${baseUrl}/api/users/demo-user`, {
      headers: { traceparent: `00-${mine}-00f067aa0ba902b7-01` },
    });
    expect(traceIdOf(continued)).toBe(mine);
    // Each worker's spans come in its own telemetry message: wait for both.
    const spans = await traceWhen(mine, (all) =>
      ['gateway', 'users'].every((service) => all.some((span) => span.service === service)),
    );
    const gateway = spans.find((span) => span.service === 'gateway' && span.kind === 'server');
    expect(gateway?.parentSpanId).toBe('00f067aa0ba902b7');
    // Named by the route of the service that answered, not the gateway's wildcard.
    expect(gateway?.name).toBe('GET /api/users/:id');
  });

  it('follows an upload from the gateway through storage and the queue to the users consumer', async () => {
    const form = new FormData();
    form.append('file', new File(['traced upload\n'], 'traced.txt', { type: 'text/plain' }));
    form.append('userId', 'demo-user');
    const uploaded = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const traceId = traceIdOf(uploaded);

    const spans = await traceWhen(
      traceId,
      (all) =>
        all.some((span) => span.kind === 'consumer' && span.service === 'users') &&
        ['gateway', 'storage'].every((service) => all.some((span) => span.service === service)),
    );
    expect(new Set(spans.map((span) => span.service))).toEqual(
      new Set(['gateway', 'storage', 'users']),
    );
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const root = spans.find((span) => span.parentSpanId === null);
    expect(root).toMatchObject({
      service: 'gateway',
      kind: 'server',
      name: 'POST /api/storage/upload',
    });
    const storageServer = spans.find(
      (span) => span.service === 'storage' && span.kind === 'server',
    );
    expect(storageServer?.name).toBe('POST /api/storage/upload');
    expect(byId.get(storageServer?.parentSpanId ?? '')).toMatchObject({
      service: 'gateway',
      kind: 'client',
      name: 'gateway → storage',
      attributes: { 'peer.service': 'storage', 'http.request.method': 'POST' },
    });
    expect(spans.some((span) => span.name === 'R2 put' && span.service === 'storage')).toBe(true);
    expect(
      spans.some(
        (span) => span.service === 'storage' && span.attributes['db.namespace'] === 'STORAGE_DB',
      ),
    ).toBe(true);

    // Joined across the queue: the consumer's parent is storage's send, which it follows.
    const consumer = spans.find((span) => span.kind === 'consumer');
    const producer = byId.get(consumer?.parentSpanId ?? '');
    expect(producer).toMatchObject({
      service: 'storage',
      kind: 'producer',
      name: 'send file-events',
    });
    expect(consumer).toMatchObject({
      service: 'users',
      name: 'process file-events',
      attributes: { 'messaging.cloudflare.outcome': 'processed' },
    });
    expect(Date.parse(consumer?.startTime ?? '')).toBeGreaterThanOrEqual(
      endOf(producer as Span) - 1,
    );

    const listed = await fetch(`${baseUrl}/api/traces?service=users&limit=100`);
    const items = listEnvelope.parse(await listed.json()).data.items;
    expect(items.find((item) => item.traceId === traceId)).toMatchObject({
      rootName: 'POST /api/storage/upload',
      status: 'ok',
    });
  });

  it('exports a trace as OTLP/JSON, one resource per service', async () => {
    const response = await fetch(`${baseUrl}/api/users/demo-user`);
    const traceId = traceIdOf(response);
    await traceWhen(traceId, (all) =>
      ['gateway', 'users'].every((service) => all.some((span) => span.service === service)),
    );
    const otlp = await fetch(`${baseUrl}/api/traces/${traceId}/otlp`);
    expect(otlp.status).toBe(200);
    const body = (await otlp.json()) as {
      resourceSpans: Array<{
        resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
        scopeSpans: Array<{ spans: Array<{ traceId: string }> }>;
      }>;
    };
    const services = body.resourceSpans.map(
      (resource) =>
        resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value
          .stringValue,
    );
    expect(services.sort()).toEqual(['gateway', 'users']);
    const ids = body.resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) => scope.spans.map((span) => span.traceId)),
    );
    expect(new Set(ids)).toEqual(new Set([traceId]));
  });
});

describe('traces in the browser', () => {
  const session = usePageSession();
  const page = () => session.page;

  it("opens the waterfall of an upload from 'See what happened', the queue hop drawn as a gap", async () => {
    // The trace page asks again while the trace's spans are still on their way (404).
    session.expectedErrors.push(/status of 404/);
    await page().goto(`${baseUrl}/storage`);
    await page().getByRole('heading', { level: 1, name: 'File Storage (R2)' }).waitFor();
    await page()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'see-what-happened.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello\n'),
      });
    await page().getByRole('link', { name: 'See what happened' }).click();
    await page().getByRole('heading', { level: 1, name: 'POST /api/storage/upload' }).waitFor();
    // The answer went out long before the consumer's work: the header and the waterfall say when.
    await page().getByRole('definition').getByText(RESPONSE_SENT).waitFor();

    const spans = page().getByRole('list', { name: /^Spans of trace [0-9a-f]{32}$/ });
    // The consumer's span arrives a moment after the rest; the page keeps asking.
    const consumer = spans.getByRole('button', {
      name: /^users process file-events processed [\d.,]+ ms queued /,
    });
    await consumer.waitFor({ timeout: 15_000 });
    await spans.getByRole('button', { name: /^gateway gateway → storage / }).waitFor();
    const marks = page().getByText(RESPONSE_SENT);
    expect(await marks.count()).toBe(2);
    expect(await marks.last().isVisible()).toBe(true);
    await spans.getByRole('button', { name: /^storage R2 put / }).waitFor();
    await spans.getByRole('button', { name: /^storage send file-events / }).waitFor();

    await consumer.click();
    const details = page().getByRole('region', { name: 'Span details' });
    await details.getByRole('cell', { name: 'messaging.destination.name' }).waitFor();
    await details.getByRole('cell', { name: 'file-events', exact: true }).waitFor();
  });

  it('lists recent traces, filtered by service, each linking to its waterfall', async () => {
    // The list shows the learner's own traces: this page's lab session makes one.
    await page().goto(`${baseUrl}/`);
    await actAs(page());
    await upload('listed.txt');
    await page().goto(`${baseUrl}/traces?service=users`);
    const table = page().getByRole('table', { name: 'Recent traces' });
    const link = table.getByRole('link', { name: 'POST /api/storage/upload' }).first();
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page()
      .getByRole('list', { name: /^Spans of trace / })
      .waitFor();
    expect(page().url()).toMatch(/\/traces\/[0-9a-f]{32}$/);
  });
});

describe('a trace on a 390 px phone', () => {
  const WIDTH = 390;
  const session = usePageSession({ width: WIDTH, height: 844 });

  it('fits the waterfall’s time axis to the screen: nothing scrolls sideways', async () => {
    const form = new FormData();
    form.append('file', new File(['phone trace\n'], 'phone.txt', { type: 'text/plain' }));
    form.append('userId', 'demo-user');
    const uploaded = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
    const traceId = traceIdOf(uploaded);
    await traceWhen(traceId, (all) => all.some((span) => span.kind === 'consumer'));

    await session.page.goto(`${baseUrl}/traces/${traceId}`);
    const spans = session.page.getByRole('list', { name: `Spans of trace ${traceId}` });
    await spans.getByRole('button', { name: /^users process file-events / }).waitFor();
    // The list's scroller is the element around the waterfall's grid.
    const scroller = spans.locator('xpath=../..');
    const size = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(size.clientWidth).toBeGreaterThan(0);
    expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
    // Nor does the page: the title, one long route, breaks to fit.
    const pageWidth = await session.page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(WIDTH);
    const mark = session.page.getByText(RESPONSE_SENT).last();
    const box = await mark.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(WIDTH);
    // Each bar still has room: the track (the row's last part) spans most of the screen.
    const track = await spans
      .getByRole('button', { name: /^gateway gateway → storage / })
      .locator('xpath=./span[last()]')
      .boundingBox();
    expect(track?.width ?? 0).toBeGreaterThan(WIDTH / 2);
  });
});
