import { Fragment, type ReactNode } from 'react';

// A message with links or bold words inside (docs/decisions/063-one-message-catalogue.md): the
// catalogue's messages are text, so each such part is a named placeholder that the translation
// may move, and the part itself is put in its place here.

/** The placeholder values that leave `{name}` in the text for `richText` to fill. */
export const marks = <K extends string>(...names: K[]): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;

/** The text with each `{name}` replaced by its part. */
export function richText(text: string, parts: Record<string, ReactNode>): ReactNode {
  return text.split(/\{(\w+)\}/).map((piece, i) =>
    // Odd pieces are the names between the braces.
    i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? piece}</Fragment> : piece,
  );
}
