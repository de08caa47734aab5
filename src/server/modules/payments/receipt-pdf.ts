import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { INTL_LOCALE } from '../../../domain/i18n/languages.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { RECEIPT_ISSUER, receiptLines, type ReceiptContent } from '../../../domain/receipts.ts';
import { BUSINESS } from '../../../domain/site.ts';
import { toWinAnsi } from '../../lib/win-ansi.ts';

const INK = rgb(0.12, 0.16, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const BRAND = rgb(0.03, 0.5, 0.36);

/** How wide a value may run: from its column to the right margin of a Letter page. */
const VALUE_WIDTH = 612 - 72 - 212;

/** `text` in rows no wider than `width`, broken between words (a word too long stands alone). */
function wrap(text: string, widthOf: (text: string) => number, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    const longer = row ? `${row} ${word}` : word;
    if (row && widthOf(longer) > width) {
      rows.push(row);
      row = word;
    } else {
      row = longer;
    }
  }
  return [...rows, row];
}

/**
 * One receipt as a one-page US Letter PDF (docs/decisions/037-receipts.md) in the payer's
 * language: the issuer's name and address, then the receipt's lines as the portal and the email
 * show them. The standard Helvetica font needs no font file; its Latin characters cover Spanish
 * (á, ñ, ¿), and what else an office's words hold is brought to them (src/server/lib/win-ansi.ts).
 */
export async function receiptPdf(
  receipt: ReceiptContent,
  translator: Translator,
): Promise<Uint8Array> {
  const { t } = translator;
  const doc = await PDFDocument.create();
  doc.setTitle(t('receipt.documentTitle', { number: receipt.number }));
  doc.setLanguage(INTL_LOCALE[translator.language]);
  doc.setAuthor(RECEIPT_ISSUER.name);
  doc.setCreationDate(new Date(receipt.paidAt));
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 72;
  let y = 720;

  page.drawText(RECEIPT_ISSUER.name, { x: left, y, size: 16, font: bold, color: BRAND });
  for (const line of [...RECEIPT_ISSUER.address, BUSINESS.phone, BUSINESS.email]) {
    y -= 16;
    page.drawText(line, { x: left, y, size: 10, font: regular, color: MUTED });
  }
  y -= 48;
  page.drawText(t('receipt.title'), { x: left, y, size: 24, font: bold, color: INK });
  y -= 36;
  for (const { label, value } of receiptLines(receipt, translator)) {
    page.drawText(label, { x: left, y, size: 11, font: regular, color: MUTED });
    // A fee's words are the office's: a letter the font cannot draw is drawn without its accent,
    // or as "?", and a long line wraps within the page.
    const rows = wrap(toWinAnsi(value), (text) => bold.widthOfTextAtSize(text, 11), VALUE_WIDTH);
    for (const [i, row] of rows.entries()) {
      page.drawText(row, { x: left + 140, y, size: 11, font: bold, color: INK });
      y -= i === rows.length - 1 ? 22 : 15;
    }
  }
  y -= 24;
  page.drawText(t('receipt.paidInFull'), {
    x: left,
    y,
    size: 11,
    font: regular,
    color: INK,
  });
  return doc.save();
}
