import { describe, expect, test } from 'vitest';
import { printsInWinAnsi, toWinAnsi } from './win-ansi.ts';

const SPANISH =
  '¿Dónde está la señora Güell? ¡Aquí, en el 3.º B! Ñandú, pingüino, acción — 8:00 AM · €5';

describe('the standard fonts’ letters', () => {
  test('hold every Spanish letter and mark, and our own typography', () => {
    expect(printsInWinAnsi(SPANISH)).toBe(true);
    expect(printsInWinAnsi('Chloé O’Neil “Zoë” Brontë – Œuvre…\nsecond line')).toBe(true);
  });

  test('lack other scripts, other Latin letters, emoji and odd spaces', () => {
    for (const text of ['Łukasz', 'Иван', 'Nguyễn', '王', 'Bags 🐾', '8:00\u202fAM', 'tab\there']) {
      expect(printsInWinAnsi(text)).toBe(false);
    }
  });
});

describe('text made printable by them', () => {
  test('keeps what they print as it is', () => {
    expect(toWinAnsi(SPANISH)).toBe(SPANISH);
  });

  test('drops the accents they lack, and spells what has no Latin letters as ?', () => {
    expect(toWinAnsi('Łukasz Żółć of Łódź')).toBe('Lukasz Zólc of Lódz');
    expect(toWinAnsi('Nguyễn Thị Hương, Đà Nẵng')).toBe('Nguyen Thi Huong, Dà Nang');
    expect(toWinAnsi('Şükrü Yıldız, Ștefan Țăran')).toBe('Sükrü Yildiz, Stefan Taran');
    expect(toWinAnsi('Иван 王 🐾')).toBe('???? ? ?');
    expect(toWinAnsi('8:00\u202fAM\tthen 9‑10 − 2')).toBe('8:00 AM then 9-10 - 2');
  });
});
