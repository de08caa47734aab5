import { z } from 'zod';
import type { CsvRecord } from '../csv-read.ts';
import { isUsPhone } from '../phone.ts';
import {
  doorKey,
  MOVE_OUT_REASONS,
  readRosterDate,
  ROSTER_FIELD_LABELS,
  ROSTER_FIELDS,
  ROSTER_MAX_BYTES,
  ROSTER_REJECT_TEXT,
  ROSTER_TEXT,
  type RosterColumns,
  type RosterField,
} from '../rosters.ts';
import { plainString } from './fields.ts';

// Rent-roll rosters (docs/product.md#rent-roll-rosters): the file sent, its column map, the
// preview of what applying it changes, and the roster and imports the office reads.

const HEADER_MAX = 200;
const FILE_NAME_MAX = 255;

const columnSchema = plainString().trim().max(HEADER_MAX).nullable();

export const RosterColumnsSchema = z.object(
  Object.fromEntries(ROSTER_FIELDS.map((f) => [f, columnSchema])) as Record<
    RosterField,
    typeof columnSchema
  >,
);

/** The file as text: its size is checked here, its rows by the server's reading of it. */
export const RosterFileSchema = z.object({
  fileName: plainString().trim().max(FILE_NAME_MAX),
  csv: plainString().max(ROSTER_MAX_BYTES, ROSTER_TEXT.fileTooLarge),
});
export type RosterFile = z.input<typeof RosterFileSchema>;

export const RosterUploadSchema = RosterFileSchema.extend({ columns: RosterColumnsSchema });
export type RosterUpload = z.input<typeof RosterUploadSchema>;

/** The file's headers and the map to offer: the one remembered, or one suggested from them. */
export const RosterColumnsReplySchema = z.object({
  headers: z.array(z.string()),
  columns: RosterColumnsSchema,
  remembered: z.boolean(),
  rows: z.number().int(),
});
export type RosterColumnsReply = z.output<typeof RosterColumnsReplySchema>;

const DoorSchema = z.object({ building: z.string(), unit: z.string() });

const MoveInSchema = DoorSchema.extend({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  startsOn: z.string(),
  moveOut: z.string().nullable(),
  /** An account with this email exists: the resident signs in with it, no second one is made. */
  hasAccount: z.boolean(),
});

const MoveOutSchema = DoorSchema.extend({
  line: z.number().int().nullable(),
  name: z.string(),
  lastDay: z.string(),
  reason: z.enum(MOVE_OUT_REASONS),
});

/** A resident whose recorded move-out the file puts later, or takes away: served on after it. */
const ExtensionSchema = DoorSchema.extend({
  line: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  moveOut: z.string().nullable(),
});

const ContactChangeSchema = DoorSchema.extend({
  line: z.number().int(),
  name: z.string(),
  email: z.object({ from: z.string(), to: z.string() }).nullable(),
  phone: z.object({ from: z.string(), to: z.string() }).nullable(),
});

const RejectedRowSchema = z.object({ line: z.number().int(), reason: z.string() });

/** What applying the file changes, and the rows left out, each with its line. */
export const RosterDiffSchema = z.object({
  rows: z.number().int(),
  unchanged: z.number().int(),
  doorsToAdd: z.array(DoorSchema),
  moveIns: z.array(MoveInSchema),
  moveOuts: z.array(MoveOutSchema),
  extensions: z.array(ExtensionSchema),
  contactChanges: z.array(ContactChangeSchema),
  rejected: z.array(RejectedRowSchema),
});
export type RosterDiff = z.output<typeof RosterDiffSchema>;

/** One applied import, as the history lists it. */
export const RosterImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  appliedAt: z.string(),
  appliedBy: z.string(),
  rows: z.number().int(),
  doorsAdded: z.number().int(),
  movedIn: z.number().int(),
  movedOut: z.number().int(),
  contactsChanged: z.number().int(),
  rejected: z.number().int(),
});
export type RosterImport = z.output<typeof RosterImportSchema>;

export const RosterApplyReplySchema = z.object({
  import: RosterImportSchema,
  diff: RosterDiffSchema,
});

export const RosterImportsSchema = z.array(RosterImportSchema);

/** A door of the roster with its resident, when it has one. */
export const RosterDoorSchema = DoorSchema.extend({
  resident: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      status: z.enum(['invited', 'active', 'moving-out']),
      moveIn: z.string().nullable(),
      moveOut: z.string().nullable(),
    })
    .nullable(),
});
export type RosterDoor = z.output<typeof RosterDoorSchema>;

export const RosterSchema = z.object({
  communityName: z.string(),
  propertyPaid: z.boolean(),
  doors: z.array(RosterDoorSchema),
});
export type Roster = z.output<typeof RosterSchema>;

/** A row of the file that passed every check. Vacant rows name a door without a resident. */
export type RosterRow = {
  line: number;
  building: string;
  unit: string;
  vacant: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  moveIn: string | null;
  moveOut: string | null;
};

/** A rejection, with the door its row names when it names one (its resident then stays). */
export type RejectedRow = z.output<typeof RejectedRowSchema> & { door?: string };

const EmailSchema = z.email();

/** Rent rolls list an empty unit with this as its resident's name. */
const VACANT_NAMES = new Set(['vacant', 'vacant unit', 'model', 'down']);

/** "Rivera, Jordan" or "Jordan Rivera", as the exports write one name column. */
function splitFullName(name: string): { firstName: string; lastName: string } {
  const comma = name.indexOf(',');
  if (comma >= 0) {
    return { firstName: name.slice(comma + 1).trim(), lastName: name.slice(0, comma).trim() };
  }
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0]!, lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

/** Ten digits of a US number, which is how accounts keep phones. */
const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
};

/**
 * The file's rows under a column map: each row either a roster row or a rejection with its line
 * and reason. A unit or an email listed again is rejected on its later line, so the first
 * listing stands.
 */
export function readRosterRows(
  records: readonly CsvRecord[],
  headers: readonly string[],
  columns: RosterColumns,
): { rows: RosterRow[]; rejected: RejectedRow[] } {
  const index = Object.fromEntries(
    ROSTER_FIELDS.map((f) => [f, columns[f] === null ? -1 : headers.indexOf(columns[f]!)]),
  ) as Record<RosterField, number>;
  const rows: RosterRow[] = [];
  const rejected: RejectedRow[] = [];
  const doorLines = new Map<string, number>();
  const emailLines = new Map<string, number>();
  for (const { line, fields } of records) {
    const value = (field: RosterField) =>
      index[field] < 0 ? '' : (fields[index[field]] ?? '').trim();
    let door: string | undefined = undefined;
    const reject = (reason: string) => rejected.push({ line, reason, ...(door && { door }) });
    if (fields.length > headers.length && fields.slice(headers.length).some((f) => f.trim())) {
      reject(ROSTER_REJECT_TEXT.tooManyFields);
      continue;
    }
    const building = value('building');
    const unit = value('unit');
    if (!building) {
      reject(ROSTER_REJECT_TEXT.buildingMissing);
      continue;
    }
    if (!unit) {
      reject(ROSTER_REJECT_TEXT.unitMissing);
      continue;
    }
    const key = doorKey(building, unit);
    door = key;
    const listed = doorLines.get(key);
    if (listed !== undefined) {
      reject(ROSTER_REJECT_TEXT.unitTwice(listed));
      continue;
    }
    let { firstName, lastName } =
      index.firstName >= 0 || index.lastName >= 0
        ? { firstName: value('firstName'), lastName: value('lastName') }
        : splitFullName(value('fullName'));
    if (!firstName && !lastName && index.fullName >= 0 && value('fullName')) {
      ({ firstName, lastName } = splitFullName(value('fullName')));
    }
    const email = value('email').toLowerCase();
    const phone = value('phone');
    const vacant =
      VACANT_NAMES.has(`${firstName} ${lastName}`.trim().toLowerCase()) ||
      (!firstName && !lastName && !email && !phone);
    if (vacant) {
      doorLines.set(key, line);
      rows.push({
        line,
        building,
        unit,
        vacant: true,
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        moveIn: null,
        moveOut: null,
      });
      continue;
    }
    if (!firstName && !lastName) {
      reject(ROSTER_REJECT_TEXT.nameMissing);
      continue;
    }
    if (!email) {
      reject(ROSTER_REJECT_TEXT.emailMissing);
      continue;
    }
    if (!EmailSchema.safeParse(email).success || email.length > 254) {
      reject(ROSTER_REJECT_TEXT.emailInvalid(value('email')));
      continue;
    }
    if (phone && !isUsPhone(phone)) {
      reject(ROSTER_REJECT_TEXT.phoneInvalid(phone));
      continue;
    }
    const dates: Partial<Record<'moveIn' | 'moveOut', string | null>> = {};
    let badDate: string | undefined;
    for (const field of ['moveIn', 'moveOut'] as const) {
      const text = value(field);
      dates[field] = text ? readRosterDate(text) : null;
      if (text && !dates[field]) {
        badDate ??= ROSTER_REJECT_TEXT.dateInvalid(ROSTER_FIELD_LABELS[field], text);
      }
    }
    if (badDate) {
      reject(badDate);
      continue;
    }
    const moveIn = dates.moveIn ?? null;
    const moveOut = dates.moveOut ?? null;
    if (moveIn && moveOut && moveOut < moveIn) {
      reject(ROSTER_REJECT_TEXT.moveOutBeforeMoveIn);
      continue;
    }
    const emailLine = emailLines.get(email);
    if (emailLine !== undefined) {
      reject(ROSTER_REJECT_TEXT.emailTwice(emailLine));
      continue;
    }
    doorLines.set(key, line);
    emailLines.set(email, line);
    rows.push({
      line,
      building,
      unit,
      vacant: false,
      firstName,
      lastName,
      email,
      phone: phone ? phoneDigits(phone) : '',
      moveIn,
      moveOut,
    });
  }
  return { rows, rejected };
}
