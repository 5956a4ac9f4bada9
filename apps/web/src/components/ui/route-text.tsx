import { Fragment } from 'react';

/**
 * A route or a path ('POST /api/storage/files'), with a line break allowed after each '/' and
 * before each '?', so a narrow screen breaks it between parts instead of inside a word.
 */
export function RouteText({ text }: { text: string }) {
  const parts = text.split(/(?<=\/)|(?=\?)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
