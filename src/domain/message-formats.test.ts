import { describe, expect, it } from 'vitest';
import { formatBillingDate } from './billing.ts';
import { messageFormats } from './message-formats.ts';
import { formatCents } from './money.ts';
import { formatNoticeDay } from './notices.ts';
import { formatServiceDate } from './pickup-calendar.ts';
import { PICKUP_WINDOW_LABEL } from './pickup-window.ts';
import { formatReceiptDate } from './receipts.ts';

describe('messageFormats', () => {
  const instant = new Date('2026-12-24T03:30:00Z');

  it('writes English as the messages always have', () => {
    const f = messageFormats('en');
    expect(f.noticeDay('2026-11-26')).toBe(formatNoticeDay('2026-11-26'));
    expect(f.noticeDay('2026-11-26', 'long')).toBe(formatNoticeDay('2026-11-26', 'long'));
    expect(f.serviceDate('2026-03-05')).toBe(formatServiceDate('2026-03-05'));
    expect(f.billingDate(instant)).toBe(formatBillingDate(instant));
    expect(f.receiptDate(instant)).toBe(formatReceiptDate(instant));
    expect(f.money(3500)).toBe(formatCents(3500));
    expect(f.window).toBe(PICKUP_WINDOW_LABEL);
    expect(f.windowStart).toBe('8am');
  });

  it('writes Spanish in its US form, days in the service zone', () => {
    const f = messageFormats('es');
    expect(f.noticeDay('2026-11-26')).toBe('jue, 26 de nov');
    expect(f.noticeDay('2026-11-26', 'long')).toBe('jueves, 26 de nov');
    expect(f.serviceDate('2026-03-05')).toBe('jueves, 5 de marzo');
    // 03:30 UTC on the 24th is still the 23rd in Katy.
    expect(f.billingDate(instant)).toBe('23 de diciembre');
    expect(f.receiptDate(instant)).toBe('23 dic 2026');
    expect(f.money(3500)).toBe('$35.00');
    expect(f.window).toBe('8:00 a.m. a 12:00 p.m.');
    expect(f.windowStart).toBe('8:00 a.m.');
  });
});
