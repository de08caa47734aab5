import { hasUnitLabel } from './address.ts';
import { INTL_LOCALE } from './i18n/languages.ts';
import type { MessageId, Translator } from './i18n/translate.ts';
import type { ProblemReason } from './pickup-labels.ts';
import type { PickupOutcome } from './schemas/crew.ts';
import { SERVICE_TIME_ZONE } from './pickup-calendar.ts';

// The crew app's words (docs/product.md#crew-app) in the porter's language, from the message
// catalogue (docs/decisions/063-one-message-catalogue.md): the app builds them from the language
// it loaded, the tests from English (`crewText(translatorFor('en'))`). No zod here: the crew
// app's bundle is kept small.

export const CREW_APP_NAME = 'Crew';

/**
 * The crew app's messages are the catalogue's ids under this prefix, and only those: the app
 * loads a catalogue of them alone (scripts/i18n-compile.ts writes src/domain/i18n/crew/), a
 * few kilobytes on a porter's phone where the whole one is ten times that. The type below lets
 * `crewText` ask for no other message.
 */
export const CREW_MESSAGE_PREFIX = 'crew.';
type CrewMessageId = Extract<MessageId, `${typeof CREW_MESSAGE_PREFIX}${string}`>;

/** The days of a porter's route a door's notices are counted over, said as "this month". */
const MONTH_DAYS = 30;

export function crewText({ t, language }: Translator<CrewMessageId>) {
  const locale = INTL_LOCALE[language];
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SERVICE_TIME_ZONE,
  });
  const tabDate = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    language,
    /** "4:05 PM" in Central time. */
    time: (iso: string) => clock.format(new Date(iso)),
    /** "Thu, Nov 26" for a YYYY-MM-DD date. */
    tabDate: (date: string) => tabDate.format(new Date(`${date}T12:00:00Z`)),

    title: (day: 'today' | 'tomorrow') =>
      day === 'today' ? t('crew.route.today') : t('crew.route.tomorrow'),
    today: t('crew.day.today'),
    tomorrow: t('crew.day.tomorrow'),
    days: t('crew.day.tabs'),
    loading: t('crew.route.loading'),
    progress: (done: number, total: number) => t('crew.route.progress', { done, total }),
    noStops: t('crew.route.empty'),
    savedAt: (time: string) => t('crew.route.savedAt', { time }),
    notSaved: t('crew.route.notSaved'),
    loadFailed: t('crew.route.loadFailed'),

    find: t('crew.find.label'),
    findHint: t('crew.find.hint'),
    noMatch: (query: string) => t('crew.find.none', { query }),
    matches: (count: number) => t('crew.find.matches', { count }),

    /** How a door reads to a porter: "Building 3, Unit 1204" (or just the unit), else "Door". */
    doorName: ({ building, unit }: { building: string; unit: string }) => {
      const b = building.trim();
      const u = unit.trim();
      const parts = [
        b ? t('crew.door.building', { building: b }) : '',
        u ? (hasUnitLabel(u) ? u : t('crew.door.unit', { unit: u })) : '',
      ];
      return parts.filter(Boolean).join(', ') || t('crew.door.unnamed');
    },
    accessNotes: t('crew.door.access'),
    gateCode: t('crew.door.gateCode'),
    noGateCode: t('crew.door.noGateCode'),
    bagsAllowed: (count: number) => t('crew.door.bagsAllowed', { count }),
    instructions: t('crew.door.instructions'),
    visitNote: t('crew.door.visitNote'),
    doorStatusNone: t('crew.door.notDone'),
    recordedAt: (outcome: string, time: string) => t('crew.door.recordedAt', { outcome, time }),
    bagsOut: (count: number) => t('crew.door.bagsOut', { count }),
    waitingMark: t('crew.door.waiting'),
    photoOfProblem: (door: string) => t('crew.door.photoOfProblem', { door }),
    leaveThanks: t('crew.door.leaveThanks'),
    thanksLeft: t('crew.door.thanksLeft'),
    /** The door's notices in the window: "2nd notice this month"; null for none. */
    history: (counted: number, windowDays: number) =>
      counted === 0
        ? null
        : windowDays === MONTH_DAYS
          ? t('crew.door.historyMonth', { counted })
          : t('crew.door.historyDays', { counted, days: windowDays }),
    openNotice: t('crew.door.openNotice'),
    outcome: (outcome: PickupOutcome) => t(`crew.outcome.${outcome}`),
    reason: (reason: ProblemReason) => t(`crew.reason.${reason}`),

    waiting: (count: number) => t('crew.sync.waiting', { count }),
    allSent: t('crew.sync.allSent'),
    sending: (count: number) => t('crew.sync.sending', { count }),
    offline: t('crew.sync.offline'),
    signInToSend: t('crew.sync.signInToSend'),
    signIn: t('crew.account.signIn'),
    signOut: t('crew.account.signOut'),
    signOutBlocked: (count: number) => t('crew.account.signOutBlocked', { count }),
    notPorter: t('crew.account.notPorter'),
    signedOut: t('crew.account.signedOut'),
    languageSwitch: t('crew.language.switch'),

    refusedTitle: t('crew.refused.title'),
    refused: (door: string, message: string) => t('crew.refused.line', { door, message }),
    dismiss: t('crew.refused.dismiss'),
    photoRefused: t('crew.refused.photo'),
    actionRefused: t('crew.refused.action'),
    /** The server's reasons for refusing an action or its photo (client/crew/refusals.ts). */
    refusal: {
      reasonRequired: t('crew.problem.reasonRequired'),
      photoRequired: t('crew.problem.photoRequired'),
      bagCountRequired: t('crew.problem.bagCountRequired'),
      invalidAction: t('crew.refusal.invalidAction'),
      notOnRoute: t('crew.refusal.notOnRoute'),
      dayClosed: t('crew.refusal.dayClosed'),
      routeDayClosed: t('crew.refusal.routeDayClosed'),
      photoUnknown: t('crew.refusal.photoUnknown'),
      fields: t('crew.refusal.fields'),
      notJpeg: t('crew.refusal.notJpeg'),
      unreadable: t('crew.refusal.unreadable'),
      tooLarge: t('crew.refusal.tooLarge'),
      tooWide: t('crew.refusal.tooWide'),
      idTaken: t('crew.refusal.idTaken'),
      photoNotAllowed: t('crew.refusal.photoNotAllowed'),
      photosPerDay: (count: number) => t('crew.refusal.photosPerDay', { count }),
      photoBytesPerDay: (size: number) => t('crew.refusal.photoBytesPerDay', { size }),
      photosWaiting: (count: number) => t('crew.refusal.photosWaiting', { count }),
    },

    problemTitle: (door: string) => t('crew.problem.title', { door }),
    problemQuestion: t('crew.problem.reason'),
    bagCount: t('crew.problem.bagCount'),
    note: t('crew.problem.note'),
    photo: t('crew.problem.photo'),
    takePhoto: t('crew.problem.takePhoto'),
    retakePhoto: t('crew.problem.retakePhoto'),
    photoPreview: t('crew.problem.photoPreview'),
    photoUnreadable: t('crew.problem.photoUnreadable'),
    saveProblem: t('crew.problem.save'),
    cancel: t('crew.problem.cancel'),
    reasonRequired: t('crew.problem.reasonRequired'),
    photoRequired: t('crew.problem.photoRequired'),
    bagCountRequired: t('crew.problem.bagCountRequired'),
    bagCountRange: (max: number) => t('crew.problem.bagCountRange', { max }),
    noteTooLong: (max: number) => t('crew.problem.noteTooLong', { max }),
  };
}

export type CrewText = ReturnType<typeof crewText>;
