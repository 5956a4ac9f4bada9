import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { renderRoute } from '@/test/render';
import { Markdown } from './markdown';

function renderMarkdown(source: string) {
  return render(
    <MantineProvider theme={theme} env="test">
      <Markdown>{source}</Markdown>
    </MantineProvider>,
  );
}

describe('Markdown', () => {
  it('renders a GFM table with its header and cells', () => {
    renderMarkdown('| Name | Port |\n| --- | --- |\n| gateway | 8787 |\n');

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '8787' })).toBeInTheDocument();
    expect(within(table).queryAllByRole('rowheader')).toEqual([]);
  });

  it('reads a table whose top-left cell is empty as one with row headers', () => {
    renderMarkdown('| | Sync | Async |\n|---|---|---|\n| Returns | the result | a promise |\n');

    const table = screen.getByRole('table');
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual(['Sync', 'Async']);
    expect(within(table).getByRole('rowheader', { name: 'Returns' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(within(table).getByRole('cell', { name: 'the result' })).toBeInTheDocument();
  });

  it('renders a task list as disabled checkboxes, ticked where done', () => {
    renderMarkdown('- [x] Read the theory\n- [ ] Try the challenge\n');

    const [done, todo] = screen.getAllByRole('checkbox');
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(todo).not.toBeChecked();
    expect(screen.getByText('Read the theory')).toBeInTheDocument();
  });

  it('renders strikethrough and autolinks', () => {
    renderMarkdown('~~callbacks~~ promises, see https://example.com/async');

    expect(screen.getByText('callbacks').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'https://example.com/async' })).toHaveAttribute(
      'href',
      'https://example.com/async',
    );
  });

  it('strips script elements, styles, comments and handlers from raw HTML', () => {
    const { container } = renderMarkdown(
      'Before\n\n<script>window.hacked = true</script>\n\n<b onclick="alert(1)" style="color:red">bold</b> after <!-- secret-note -->\n\n<iframe src="https://example.com"></iframe>',
    );

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).not.toHaveTextContent('window.hacked');
    expect(container).not.toHaveTextContent('secret-note');
    const bold = container.querySelector('b');
    expect(bold).toHaveTextContent('bold');
    expect(bold?.getAttributeNames()).toEqual([]);
    expect(container).toHaveTextContent('bold after');
  });

  it('renders the raw HTML GitHub allows: details, summary, kbd, sup and sub', () => {
    const { container } = renderMarkdown(
      '<details><summary>Why?</summary>\n\nBecause **markdown** works inside.\n\n</details>\n\nPress <kbd>Ctrl</kbd>+<kbd>Enter</kbd>; x<sup>2</sup> and H<sub>2</sub>O.',
    );

    expect(container.querySelector('details summary')).toHaveTextContent('Why?');
    expect(container.querySelector('details strong')).toHaveTextContent('markdown');
    expect(container.querySelectorAll('kbd')).toHaveLength(2);
    expect(container.querySelector('sup')).toHaveTextContent('2');
    expect(container.querySelector('sub')).toHaveTextContent('2');
  });

  it('gives a javascript: link no href', () => {
    renderMarkdown('[click me](javascript:alert(1))');

    const link = screen.getByText('click me').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('leaves no event-handler attribute from an <img onerror> attack', () => {
    const { container } = renderMarkdown(
      '<img src="x" onerror="alert(1)">\n\n![ok](https://example.com/a.png "t")',
    );

    const handlers = [...container.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    // The raw <img> is kept, without its handler.
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('drops an image with a data: source', () => {
    const { container } = renderMarkdown('![pixel](data:image/png;base64,iVBORw0KGgo=)');

    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps http images', () => {
    renderMarkdown('![diagram](https://example.com/diagram.png)');

    expect(screen.getByRole('img', { name: 'diagram' })).toHaveAttribute(
      'src',
      'https://example.com/diagram.png',
    );
  });

  it('prefixes heading ids with user-content- and points fragment links at them', () => {
    renderMarkdown('# Event Loop\n\n## Event Loop\n\nSee [the loop](#event-loop).');

    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute(
      'id',
      'user-content-event-loop',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'user-content-event-loop-1',
    );
    expect(screen.getByRole('link', { name: 'the loop' })).toHaveAttribute(
      'href',
      '#user-content-event-loop',
    );
  });

  it('prefixes footnote ids once, and the footnote links match them', () => {
    const { container } = renderMarkdown('Queues decouple services.[^1]\n\n[^1]: Mostly.');

    const reference = container.querySelector('a[data-footnote-ref]');
    const note = container.querySelector('section.footnotes li');
    expect(note).toHaveAttribute('id', 'user-content-fn-1');
    expect(reference).toHaveAttribute('href', '#user-content-fn-1');
    expect(reference).toHaveAttribute('id', 'user-content-fnref-1');
  });

  it('highlights a js code block', () => {
    const { container } = renderMarkdown('```js\nconst answer = 42; // why\n```');

    const code = container.querySelector('pre code');
    expect(code).toHaveClass('language-js', 'hljs');
    expect(code?.querySelector('.hljs-keyword')).toHaveTextContent('const');
    expect(code?.querySelector('.hljs-number')).toHaveTextContent('42');
    expect(code?.querySelector('.hljs-comment')).toHaveTextContent('// why');
  });

  it('keeps mailto and relative links', () => {
    renderMarkdown('[Write to us](mailto:team@example.com) or [next lesson](/learn/promises)');

    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:team@example.com',
    );
    expect(screen.getByRole('link', { name: 'next lesson' })).toHaveAttribute(
      'href',
      '/learn/promises',
    );
  });

  it('follows a link to another app page inside the router, without reloading', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/learn/basics', [
      { path: '/learn/basics', element: <Markdown>{'[Next](/learn/promises?step=2)'}</Markdown> },
      { path: '/learn/promises', element: <p>Promises lesson</p> },
    ]);

    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Promises lesson')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
  });
});
