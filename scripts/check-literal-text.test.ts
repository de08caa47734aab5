import { describe, expect, it } from 'vitest';
import { literalText, literalTextInConvertedFolders } from './check-literal-text.ts';

describe('the screens already moved to the message catalogue', () => {
  it('write no word of their own', () => {
    expect(literalTextInConvertedFolders()).toEqual([]);
  });
});

describe('literalText', () => {
  it('finds words in JSX text and in the attributes a person reads', () => {
    const found = literalText(
      'a.tsx',
      `export const A = () => (
  <p title="Your door">
    Hello {name}
    <img alt={t('x')} src="/a.png" />
    <span className="pill">{t('crew.sync.allSent')}</span>
  </p>
);`,
    );
    expect(found.map((f) => [f.line, f.text])).toEqual([
      [2, 'title="Your door"'],
      [3, 'Hello'],
    ]);
  });

  it('finds words between tags and in read attributes of HTML written as strings', () => {
    const found = literalText(
      'b.ts',
      [
        'const ok = `<p class="x">${TEXT.title}</p><span>(${TEXT.waiting})</span>`;',
        'const text = `<button type="button">Dismiss</button>`;',
        'const alt = `<img alt="Photo of ${door}" src="/p">`;',
        "const plain = 'not html at all';",
      ].join('\n'),
    );
    expect(found.map((f) => [f.line, f.text])).toEqual([
      [2, 'Dismiss'],
      [3, 'Photo of ${…}'],
    ]);
  });

  it('lets a page hold only the names the build fills in', () => {
    const found = literalText(
      'index.html',
      [
        '<html><head><title>Crew</title></head>',
        '<body><h1 data-text="title">%title%</h1>',
        '<p>Loading…</p><nav aria-label="Days"></nav></body></html>',
      ].join('\n'),
    );
    expect(found.map((f) => [f.line, f.text])).toEqual([
      [3, 'Loading…'],
      [3, 'Days'],
    ]);
  });
});
