import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { usePageSession } from './support/page-session';

const baseUrl = inject('baseUrl');
const session = usePageSession();

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
const GIF = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
const unique = (name: string) => `${Date.now()}-${Math.round(Math.random() * 1e6)}-${name}`;

async function openStorage() {
  await session.page.goto(`${baseUrl}/storage`);
  await session.page.getByRole('heading', { level: 1, name: 'File Storage (R2)' }).waitFor();
  return session.page.locator('input[type=file]');
}

/** The next download the Storage page starts, whichever of its tabs Chromium reports it on. */
function downloadFromPageOrPopup(): Promise<Download> {
  const { page } = session;
  return new Promise((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (popup) => popup.once('download', resolve));
  });
}

/** Waits for the page to say the upload of `name` succeeded; fails with its error if it did not. */
async function uploaded(name: string) {
  const success = session.page.getByText(`File uploaded successfully: ${name}`);
  const failure = session.page.getByRole('alert').filter({ hasText: 'Upload error' });
  await success.or(failure).first().waitFor({ timeout: 15_000 });
  const said = await failure.allInnerTexts();
  expect(await success.count(), `the page says: ${said.join(' | ')}`).toBe(1);
}

const fileRow = (name: string) =>
  session.page
    .getByRole('list', { name: 'Uploaded files' })
    .getByRole('listitem')
    .filter({ hasText: name });

/** Waits for `name`'s row to show `text`; fails saying what the list showed instead. */
async function listed(name: string, text: string) {
  try {
    await fileRow(name).getByText(text).waitFor({ timeout: 15_000 });
  } catch {
    const rows = await session.page.getByRole('listitem').allInnerTexts();
    const alerts = await session.page.getByRole('alert').allInnerTexts();
    expect.fail(
      `${name} is not listed with ${text}; the page lists ${rows.slice(0, 5).join(' | ')}; alerts: ${alerts.join(' | ')}`,
    );
  }
}

describe('the Storage page', () => {
  it('shows the three services healthy in the status panel', async () => {
    await openStorage();
    const panel = session.page.getByRole('list', { name: 'Service status' });
    await expect.poll(() => panel.getByText('Healthy', { exact: true }).count()).toBe(3);
    expect(await session.page.getByText('One or more services are unavailable').count()).toBe(0);
  });

  it('uploads a chosen PNG, lists it with its size and type, and downloads the same bytes', async () => {
    const input = await openStorage();
    const name = unique('diagram.png');
    await input.setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await uploaded(name);
    const row = fileRow(name);
    await row.getByText('20 Bytes').waitFor();
    await row.getByText('image/png').waitFor();

    // The link opens a new tab, which Chromium closes as the attachment starts downloading;
    // the download is reported on the page that opened it, or now and then on the new tab.
    const [download] = await Promise.all([
      downloadFromPageOrPopup(),
      row.getByRole('link', { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect(await readFile(await download.path())).toEqual(PNG);
  });

  it('uploads a file dropped on the drop area, using only the first file', async () => {
    await openStorage();
    const first = unique('dropped.txt');
    const second = unique('ignored.txt');
    const dataTransfer = await session.page.evaluateHandle(
      ([firstName, secondName]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['dropped text\n'], firstName, { type: 'text/plain' }));
        transfer.items.add(new File(['ignored text\n'], secondName, { type: 'text/plain' }));
        return transfer;
      },
      [first, second] as const,
    );
    const dropzone = session.page.getByTestId('upload-dropzone');
    await dropzone.dispatchEvent('dragenter', { dataTransfer });
    await dropzone.dispatchEvent('drop', { dataTransfer });
    await uploaded(first);
    await listed(first, 'text/plain');
    expect(await fileRow(second).count()).toBe(0);
  });

  it('refuses a GIF with the documented message', async () => {
    const input = await openStorage();
    await input.setInputFiles({ name: 'animation.gif', mimeType: 'image/gif', buffer: GIF });
    const alert = session.page.getByRole('alert').filter({ hasText: 'Upload error' });
    await alert
      .getByText('Unsupported file type: image/gif. Allowed: PNG, JPEG, PDF, TXT')
      .waitFor();
  });

  it('refuses a 21 MB file with the documented message', async () => {
    const input = await openStorage();
    await input.setInputFiles({
      name: 'huge.txt',
      mimeType: 'text/plain',
      buffer: Buffer.alloc(21 * 1024 * 1024, 0x61),
    });
    const alert = session.page.getByRole('alert').filter({ hasText: 'Upload error' });
    await alert.getByText('File too large: 21.0 MB. Max 20 MB').waitFor();
  });

  it('shows the server refusal for a renamed HTML page the browser calls a PNG', async () => {
    const input = await openStorage();
    await input.setInputFiles({
      name: 'innocent.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    session.expectedErrors.push(/status of 415/);
    const alert = session.page.getByRole('alert').filter({ hasText: 'Upload error' });
    await alert
      .getByText('Unsupported file type: text/html. Allowed: PNG, JPEG, PDF, TXT')
      .waitFor();
  });

  // Retried: in about one full e2e run in three the Delete button of the new row is not
  // found within 10 s (see the debug lines it prints); under investigation.
  it('deletes a file after confirmation and says so', { retry: 2 }, async () => {
    const step = { timeout: 10_000 };
    const input = await openStorage();
    const name = unique('to-delete.txt');
    await input.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('bye\n') });
    await session.page.getByText(`File uploaded successfully: ${name}`).waitFor(step);
    await fileRow(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click(step);
    const dialog = session.page.getByRole('dialog');
    await dialog.getByText('Delete this file? This action cannot be undone.').waitFor(step);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click(step);
    await session.page.getByText('File deleted successfully').waitFor(step);
    await expect.poll(() => fileRow(name).count(), step).toBe(0);
  });

  it('shows the usage the users service counted from the file events', async () => {
    const input = await openStorage();
    const usage = session.page.getByTestId('storage-usage');
    await usage.waitFor();
    const before = await usage.textContent();
    await input.setInputFiles({
      name: unique('usage.txt'),
      mimeType: 'text/plain',
      buffer: Buffer.from('count me\n'),
    });
    await expect.poll(() => usage.textContent(), { timeout: 15_000 }).not.toBe(before);
    expect(await usage.textContent()).toMatch(/^\d+ files? · [\d.]+ (Bytes|KB|MB|GB)$/);
  });
});
