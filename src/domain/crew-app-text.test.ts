import { describe, expect, it } from 'vitest';
import { doorLabel } from './address.ts';
import { crewText } from './crew-app-text.ts';
import { doorHistoryLine, OPEN_NOTICE_LINE } from './door-notices.ts';
import { translatorFor } from './i18n/catalogue.ts';
import { PICKUP_OUTCOME_LABELS, PICKUP_OUTCOMES } from './schemas/crew.ts';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS } from './pickup-labels.ts';

// The office reads the same outcomes, reasons and notice lines in English from its own constants
// (the office stays in English); the crew app's English must say exactly what they say.

const en = crewText(translatorFor('en'));
const es = crewText(translatorFor('es'));

describe('the crew app’s words', () => {
  it('name outcomes and reasons in English as the office does', () => {
    for (const outcome of PICKUP_OUTCOMES) {
      expect(en.outcome(outcome)).toBe(PICKUP_OUTCOME_LABELS[outcome]);
    }
    for (const reason of PROBLEM_REASONS) {
      expect(en.reason(reason)).toBe(PROBLEM_REASON_LABELS[reason]);
    }
  });

  it('name a door in English as the office does', () => {
    for (const door of [
      { building: '3', unit: '1204' },
      { building: '', unit: 'Apt 12' },
      { building: ' 7 ', unit: '' },
    ]) {
      expect(en.doorName(door)).toBe(doorLabel(door));
    }
    expect(en.doorName({ building: '', unit: ' ' })).toBe('Door');
    expect(es.doorName({ building: '3', unit: '1204' })).toBe('Edificio 3, Unidad 1204');
  });

  it('count a door’s notices as the office’s route sheet does', () => {
    for (const [counted, days] of [
      [1, 30],
      [2, 30],
      [3, 60],
      [4, 30],
      [11, 30],
      [22, 90],
    ] as const) {
      expect(en.history(counted, days)).toBe(doorHistoryLine(counted, days));
    }
    expect(en.history(0, 30)).toBeNull();
    expect(en.openNotice).toBe(OPEN_NOTICE_LINE);
  });

  it('read in Spanish, with Spanish plurals, dates and times', () => {
    expect(es.history(2, 30)).toBe('2.º aviso este mes');
    expect(es.bagsAllowed(1)).toBe('Hasta 1 bolsa');
    expect(es.waiting(3)).toBe('3 pendientes de envío');
    expect(es.tabDate('2026-12-10')).toBe('jue, 10 de dic');
    expect(es.time('2026-12-10T15:05:00Z')).toMatch(/^9:05\sa\.\s?m\.$/);
    expect(en.time('2026-12-10T15:05:00Z')).toMatch(/^9:05\sAM$/);
  });
});
