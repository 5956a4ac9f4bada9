// Lesson text as GitHub renders it: GFM with the raw HTML GitHub allows (`details`, `summary`,
// `kbd`, `sup`, `sub`, ...), cleaned with GitHub's sanitising schema, then highlighted. Anything
// else in raw HTML (scripts, handlers, styles, comments) is dropped by the sanitiser.
import { Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import { Link, useInRouterContext } from 'react-router';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { HorizontalScroll } from '@/components/ui/horizontal-scroll';
import classes from './markdown.module.css';
import { rehypeRowHeaders } from './table-row-headers';
import { rehypeHeadingIds, rehypeUserContentFragments } from './user-content-anchors';

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm];

// rehype-highlight builds a highlighter, every grammar registered, each time a processor is made:
// on every render of every text. One shared transform registers and compiles each grammar once.
const highlight = rehypeHighlight();
const rehypeSharedHighlight = () => highlight;

// Order matters. Raw HTML is parsed first, so the sanitiser sees it as elements; heading ids
// come next so the schema prefixes them like every other id; the schema is rehype-sanitize's
// default (GitHub's), not loosened; fragment links, row headers and highlighting come after it
// because their output (prefixed hrefs, `scope`, hljs spans) is ours, not the author's.
const AFTER_RAW: NonNullable<Options['rehypePlugins']> = [
  rehypeHeadingIds,
  rehypeSanitize,
  rehypeUserContentFragments,
  rehypeRowHeaders,
  rehypeSharedHighlight,
];
const REHYPE_PLUGINS: Options['rehypePlugins'] = [rehypeRaw, ...AFTER_RAW];
// Markdown holds raw HTML (or an autolink) only after a '<': text without one skips rehype-raw,
// which would re-parse the whole tree through parse5 for nothing.
const MAY_HOLD_HTML = /</;

// The sanitiser adds the 'user-content-' prefix to footnote ids itself; remark-rehype's own
// prefix would double it and break the footnote links.
// The raw HTML is kept for rehype-raw, and never reaches the page unsanitised.
const REMARK_REHYPE_OPTIONS: Options['remarkRehypeOptions'] = {
  clobberPrefix: '',
  allowDangerousHtml: true,
};

/** A path inside the app (not `//host`, which is another site). */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Links to other app pages navigate inside the single-page app instead of reloading it. */
function MarkdownLink({ node: _node, href, ...props }: ComponentProps<'a'> & ExtraProps) {
  const inRouter = useInRouterContext();
  if (inRouter && href !== undefined && isAppPath(href)) return <Link to={href} {...props} />;
  return <a href={href} {...props} />;
}

/** An image whose source the sanitiser removed (a `data:` URL, say) is left out entirely. */
function MarkdownImage({ node: _node, src, alt, ...props }: ComponentProps<'img'> & ExtraProps) {
  if (src === undefined || src === '') return null;
  return <img src={src} alt={alt ?? ''} {...props} />;
}

const TABLE_REGION_LABEL = 'Table';

/** A table scrolls sideways inside the lesson, with a hint while it is wider than the text. */
function MarkdownTable({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  return (
    <HorizontalScroll label={TABLE_REGION_LABEL} className={classes.tableScroll}>
      <table {...props} />
    </HorizontalScroll>
  );
}

const COMPONENTS: Components = { a: MarkdownLink, img: MarkdownImage, table: MarkdownTable };

export function Markdown({ children }: { children: string }) {
  return (
    <Typography className={classes.root}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={MAY_HOLD_HTML.test(children) ? REHYPE_PLUGINS : AFTER_RAW}
        remarkRehypeOptions={REMARK_REHYPE_OPTIONS}
        components={COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
