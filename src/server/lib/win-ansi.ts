// The standard PDF fonts (Helvetica and its faces) need no font file, but print only the
// characters of the WinAnsi encoding: ASCII, Latin-1 (every Spanish letter and mark, á é í ó ú ñ ü
// ¿ ¡, and the rest of Western Europe's) and a few typographic marks. A character outside it is
// not an error to the PDF libraries: it is garbage or a throw, so text is checked first.

/** The typographic marks WinAnsi places in 0x80–0x9F. */
const MARKS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || MARKS.has(char);
};

/** Whether a standard font prints every character of `text` (line breaks are the layout's). */
export const printsInWinAnsi = (text: string): boolean =>
  [...text].every((char) => char === '\n' || inWinAnsi(char));

/** Letters that lose no accent in decomposition but have a plain Latin look-alike. */
const LOOK_ALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
};

/**
 * `text` as a standard font can print it: a letter outside WinAnsi without its accents ("Łódź" is
 * "Lódz", "Nguyễn" is "Nguyen"), any space as a space, a dash or minus as a hyphen, and what has
 * no Latin spelling ("Иван", "王") as "?".
 */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (inWinAnsi(char)) return char;
      if (/\s/u.test(char)) return ' ';
      if (/[\p{Pd}\u2212]/u.test(char)) return '-';
      const bare = (LOOK_ALIKES[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '');
      return bare && printsInWinAnsi(bare) ? bare : '?';
    })
    .join('');
}
