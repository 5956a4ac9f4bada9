import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { D3_FRAME_ERROR_TYPE, VISUALISATION_FRAME_PATH } from '../lib/d3-frame-protocol';
import type { D3Sandbox as D3SandboxSpec } from '../lib/module-schema';
import { D3Sandbox, FRAME_TITLE } from './d3-sandbox';

const SANDBOX: D3SandboxSpec = {
  width: 400,
  height: 200,
  url: '/assets/promise-errors-visualisation-abc123.js',
};

function renderSandbox(sandbox: D3SandboxSpec = SANDBOX) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <D3Sandbox sandbox={sandbox} />
    </MantineProvider>,
  );
  return { user, ...view };
}

function frame(): HTMLIFrameElement {
  const element = screen.getByTitle(FRAME_TITLE);
  if (!(element instanceof HTMLIFrameElement)) throw new Error('the visualisation is not a frame');
  return element;
}

/** The frame's address, split: its own document, and its query. */
function frameAddress(): URL {
  return new URL(frame().getAttribute('src') ?? '', window.location.href);
}

function postFromFrame(data: unknown, source = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

describe('D3Sandbox', () => {
  it('draws the visualisation in a scripts-only sandboxed frame of the given size, its own document', () => {
    renderSandbox();

    const element = frame();
    expect(element).toHaveAttribute('sandbox', 'allow-scripts');
    expect(element).toHaveAttribute('width', '400');
    expect(element).toHaveAttribute('height', '200');
    expect(element).not.toHaveAttribute('srcdoc');
    expect(frameAddress().pathname).toBe(VISUALISATION_FRAME_PATH);
    expect(Object.fromEntries(frameAddress().searchParams)).toMatchObject({
      visualisation: SANDBOX.url,
      width: '400',
      height: '200',
      scheme: 'light',
    });
  });

  it('has the frame load d3 from a path on our origin', () => {
    renderSandbox();

    expect(frameAddress().searchParams.get('d3')).toMatch(/^\/[^/][^?]*d3\.min\.js$/);
  });

  it('shows an error the frame reports, under the frame', () => {
    renderSandbox();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    postFromFrame({ type: D3_FRAME_ERROR_TYPE, message: 'x.attr is not a function' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Visualisation error: x.attr is not a function',
    );
  });

  it('ignores messages from other windows and messages of another shape', () => {
    renderSandbox();

    postFromFrame({ type: D3_FRAME_ERROR_TYPE, message: 'from elsewhere' }, window);
    postFromFrame({ type: 'something-else', message: 'nope' });
    postFromFrame('just a string');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-creates the frame and clears the error on Reset', async () => {
    const { user } = renderSandbox();
    const first = frame();
    postFromFrame({ type: D3_FRAME_ERROR_TYPE, message: 'boom' });

    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toHaveTextContent(/^Reset$/);
    await user.click(reset);

    expect(frame()).not.toBe(first);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when given another section’s visualisation', () => {
    const { rerender } = renderSandbox();
    postFromFrame({ type: D3_FRAME_ERROR_TYPE, message: 'boom' });

    rerender(
      <MantineProvider theme={theme} env="test">
        <D3Sandbox sandbox={{ ...SANDBOX, url: '/assets/other-visualisation.js' }} />
      </MantineProvider>,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frameAddress().searchParams.get('visualisation')).toBe('/assets/other-visualisation.js');
  });
});
