import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storedFile } from '@/test/storage-fixtures';
import { card, fill, refusal, renderCard, stubGateway } from './load-card.test-utils';

const stored = () => Response.json({ success: true, data: storedFile() }, { status: 201 });
const DONE = /^Done: \d+ succeeded, \d+ failed in \d+\.\d s\.$/;

describe('GenerateLoadCard: uploads', () => {
  it('uploads small text files one after another, shows progress, then says it is done', async () => {
    const user = userEvent.setup();
    const sent = stubGateway(stored);
    const onFinished = vi.fn();
    renderCard({ onFinished });

    await fill(user, 'Number of uploads', '3');
    await user.click(card().getByRole('button', { name: 'Generate load' }));

    expect(await card().findByText(DONE)).toHaveTextContent(/^Done: 3 succeeded, 0 failed in/);
    expect(card().getByText('3 of 3 sent · 0 failed')).toBeInTheDocument();
    expect(card().getByRole('progressbar', { name: 'Load progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(onFinished).toHaveBeenCalledTimes(1);

    expect(sent.map(({ url }) => url.pathname)).toEqual(Array(3).fill('/api/storage/upload'));
    const forms = sent.map(({ body }) => (body instanceof FormData ? body : new FormData()));
    const files = forms.map((form) => form.get('file'));
    expect(files.map((file) => (file instanceof File ? file.name : null))).toEqual([
      expect.stringMatching(/^load-1-\d+\.txt$/),
      expect.stringMatching(/^load-2-\d+\.txt$/),
      expect.stringMatching(/^load-3-\d+\.txt$/),
    ]);
    expect(forms.map((form) => form.get('userId'))).toEqual(Array(3).fill('demo-user'));
    // The focus comes back to the button that starts a run.
    expect(card().getByRole('button', { name: 'Generate load' })).toHaveFocus();
  });

  it("counts 429s as failed and says the gateway's message once", async () => {
    const user = userEvent.setup();
    const message = 'Too many uploads and deletes from this client: try again in 10 s';
    stubGateway(() => refusal(429, message));
    renderCard();

    await fill(user, 'Number of uploads', '4');
    await user.click(card().getByRole('button', { name: 'Generate load' }));

    expect(await card().findByText(DONE)).toHaveTextContent(/^Done: 0 succeeded, 4 failed in/);
    expect(card().getAllByText(message)).toHaveLength(1);
    expect(card().queryByText(/^Last error/)).not.toBeInTheDocument();
  });

  it('shows the last error of any other failure', async () => {
    const user = userEvent.setup();
    let count = 0;
    stubGateway(() => {
      count += 1;
      return count === 1 ? stored() : new Response('<html>', { status: 503 });
    });
    renderCard();

    await fill(user, 'Number of uploads', '2');
    await user.click(card().getByRole('button', { name: 'Generate load' }));

    expect(await card().findByText(DONE)).toHaveTextContent(/^Done: 1 succeeded, 1 failed in/);
    expect(card().getByText('Last error: Upload failed: 503')).toBeInTheDocument();
    expect(card().getByText('2 of 2 sent · 1 failed')).toBeInTheDocument();
  });

  it('cancels at once: the upload in flight is aborted and no more are sent', async () => {
    const user = userEvent.setup();
    const sent = stubGateway(() => undefined);
    const onFinished = vi.fn();
    renderCard({ onFinished });

    await user.click(card().getByRole('button', { name: 'Generate load' }));
    const cancel = await card().findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(card().getByText('0 of 10 sent · 0 failed')).toBeInTheDocument();
    expect(card().getByRole('textbox', { name: 'Number of uploads' })).toBeDisabled();
    await user.click(cancel);

    expect(await card().findByText('Cancelled after 0 of 10.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.signal?.aborted).toBe(true);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(card().getByRole('button', { name: 'Generate load' })).toBeEnabled();
  });

  it('refuses a number out of range with an inline error and a disabled button', async () => {
    const user = userEvent.setup();
    const sent = stubGateway(stored);
    renderCard();

    await fill(user, 'Number of uploads', '51');
    expect(card().getByText('Enter a whole number from 1 to 50')).toBeInTheDocument();
    expect(card().getByRole('textbox', { name: 'Number of uploads' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 50',
    );
    const start = card().getByRole('button', { name: 'Generate load' });
    expect(start).toBeDisabled();
    await user.click(start);
    await fill(user, 'Number of uploads', '');
    expect(start).toBeDisabled();
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await fill(user, 'Number of uploads', '50');
    expect(start).toBeEnabled();
  });
});
