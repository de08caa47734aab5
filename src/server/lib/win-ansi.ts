// The standard PDF fonts (Helvetica and its faces) need no font file, but print only the
// characters of the WinAnsi encoding: ASCII, Latin-1 (every Spanish letter and mark, á é í ó ú ñ ü
// ¿ ¡, and the rest of Western Europe's) and a few typographic marks. A character outside it is
// not an error to the PDF libraries: it is garbage or a throw, so text is checked first.

/** ASCII, Latin-1, and the typographic marks WinAnsi places in 0x80–0x9F. */
const WIN_ANSI = '\\x20-\\x7e\\xa0-\\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const winAnsiChar = new RegExp(`^[${WIN_ANSI}]$`, 'u');
// Line breaks are the layout's: it breaks the text there and prints neither.
const winAnsiText = new RegExp(`^[\\n${WIN_ANSI}]*$`, 'u');

const inWinAnsi = (char: string): boolean => winAnsiChar.test(char);

/** Whether a standard font prints every character of `text`. */
export const printsInWinAnsi = (text: string): boolean => winAnsiText.test(text);

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
