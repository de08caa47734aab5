import { MESSAGES } from '../../domain/messages';
import { CREW_MESSAGES } from '../../domain/schemas/crew';
import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import type { CrewText } from '../../domain/crew-app-text';
import { TEXT } from './texts';

// The server answers the crew app in English (its schemas and messages are shared with every
// client); the porter reads its reasons in the app's language, matched here by their English.
// A reason not listed shows as the server wrote it.

type Refusals = CrewText['refusal'];
/** The reasons that take no number. */
type Refusal = { [K in keyof Refusals]: Refusals[K] extends string ? K : never }[keyof Refusals];

const BY_ENGLISH: Record<string, Refusal> = {
  [CREW_MESSAGES.reasonRequired]: 'reasonRequired',
  [CREW_MESSAGES.photoRequired]: 'photoRequired',
  [CREW_MESSAGES.bagCountRequired]: 'bagCountRequired',
  [CREW_MESSAGES.invalidAction]: 'invalidAction',
  [CREW_MESSAGES.notOnRoute]: 'notOnRoute',
  [CREW_MESSAGES.dayClosed]: 'dayClosed',
  [CREW_MESSAGES.routeDayClosed]: 'routeDayClosed',
  [CREW_MESSAGES.photoUnknown]: 'photoUnknown',
  [MESSAGES.validationFailed]: 'fields',
  [PHOTO_MESSAGES.notJpeg]: 'notJpeg',
  [PHOTO_MESSAGES.unreadable]: 'unreadable',
  [PHOTO_MESSAGES.tooLarge]: 'tooLarge',
  [PHOTO_MESSAGES.tooWide]: 'tooWide',
  [PHOTO_MESSAGES.idTaken]: 'idTaken',
  [PHOTO_MESSAGES.uploadNotAllowed]: 'photoNotAllowed',
};

/** The photo limits' messages (domain/photo-limits.ts), whatever their numbers. */
const PER_DAY = /^You have sent (\d+) photos today, the most we take in a day\./;
const BYTES_PER_DAY = /^Your photos today add up to (\d+) MB, the most we take in a day\./;
const WAITING = /^You have already sent (\d+) photos that are not on a report\./;

/** The server's reason for a refusal, in the porter's language when the catalogue has it. */
export function refusalWords(message: string): string {
  const known = BY_ENGLISH[message];
  if (known) return TEXT.refusal[known];
  const perDay = PER_DAY.exec(message);
  if (perDay) return TEXT.refusal.photosPerDay(Number(perDay[1]));
  const bytes = BYTES_PER_DAY.exec(message);
  if (bytes) return TEXT.refusal.photoBytesPerDay(Number(bytes[1]));
  const waiting = WAITING.exec(message);
  if (waiting) return TEXT.refusal.photosWaiting(Number(waiting[1]));
  return message;
}
