import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render';
import { storedFile } from '@/test/storage-fixtures';
import { BackgroundLoad } from './background-load';
import { stubGateway } from './load-card.test-utils';

const stored = () => Response.json({ success: true, data: storedFile() }, { status: 201 });
const uploads = (sent: ReturnType<typeof stubGateway>) =>
  sent.filter(({ url }) => url.pathname === '/api/storage/upload').length;

afterEach(() => vi.useRealTimers());

describe('BackgroundLoad', () => {
  it('uploads a burst of 5 at once and every 15 s while active, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubGateway(stored);
    renderPage(<BackgroundLoad active />);
    await waitFor(() => expect(uploads(sent)).toBe(5));
    expect(
      await screen.findByText(
        /5 uploads every 15 s while the drill runs; the last burst: 5 stored, 0 failed\./,
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(uploads(sent)).toBe(10));
  });

  it('sends nothing and shows nothing while inactive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubGateway(stored);
    renderPage(<BackgroundLoad active={false} />);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(uploads(sent)).toBe(0);
    expect(screen.queryByRole('status', { name: 'Background load' })).not.toBeInTheDocument();
  });
});
