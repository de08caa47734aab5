/**
 * An en-US date formatter, made the first time it is asked for and kept. Making one costs about a
 * millisecond (several on a phone), using it microseconds, and `toLocaleDateString` with options
 * makes a new one on every call: a screen listing dates paid that per date, and a module making
 * one as it loads paid it before anything was shown.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', options));
}
