// Rent-roll rosters (docs/product.md#rent-roll-rosters): a property-paid community's list of
// doors and residents, read from the CSV its management system exports, and the words of the
// screens that upload, preview and apply it.

/** The fields a roster's columns are mapped to, in the order the mapping form shows them. */
export const ROSTER_FIELDS = [
  'building',
  'unit',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'moveIn',
  'moveOut',
] as const;
export type RosterField = (typeof ROSTER_FIELDS)[number];

export const ROSTER_FIELD_LABELS: Record<RosterField, string> = {
  building: 'Building',
  unit: 'Unit',
  fullName: 'Resident name (one column)',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  moveIn: 'Move-in date',
  moveOut: 'Move-out or lease end date',
};

/**
 * The headers Yardi, RealPage, Entrata and AppFolio give each field in their rent-roll exports,
 * lowered and stripped of everything but letters and digits; the first column whose header is
 * in the list is suggested, earlier names first.
 */
export const ROSTER_HEADER_HINTS: Record<RosterField, readonly string[]> = {
  building: ['building', 'bldg', 'buildingname', 'buildingid', 'bldgid', 'property'],
  unit: ['unit', 'unitnumber', 'unitno', 'unitid', 'apt', 'apartment', 'aptnumber', 'space'],
  fullName: ['name', 'residentname', 'tenantname', 'tenant', 'resident', 'leaseholder', 'lessee'],
  firstName: ['firstname', 'residentfirstname', 'tenantfirstname', 'first'],
  lastName: ['lastname', 'residentlastname', 'tenantlastname', 'last', 'surname'],
  email: ['email', 'emailaddress', 'residentemail', 'tenantemail', 'primaryemail'],
  phone: [
    'phone',
    'mobilephone',
    'cellphone',
    'mobile',
    'cell',
    'phonenumber',
    'residentphone',
    'primaryphone',
    'homephone',
  ],
  moveIn: ['movein', 'moveindate', 'leasestart', 'leasestartdate', 'leasefrom', 'startdate'],
  moveOut: [
    'moveout',
    'moveoutdate',
    'noticemoveout',
    'expectedmoveout',
    'leaseend',
    'leaseenddate',
    'leaseexpiration',
    'leaseto',
    'enddate',
  ],
};

/** The fields a map must name a column for; the name is one column or first and last. */
export const ROSTER_REQUIRED_FIELDS = [
  'building',
  'unit',
  'email',
] as const satisfies readonly RosterField[];

/** Bounds of a file: a 2,000-door community's export is a few hundred kilobytes. */
export const ROSTER_MAX_BYTES = 2 * 1024 * 1024;
export const ROSTER_MAX_ROWS = 5_000;

/** A column map: for each field, the header of the file's column, or null. */
export type RosterColumns = Record<RosterField, string | null>;

/** How a header is compared: "Move-In Date" and "move in date" are the same column. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The map to offer for a file's headers: each field's first hinted header. A full-name column
 * is offered only when the file has no first and last name columns.
 */
export function suggestColumns(headers: readonly string[]): RosterColumns {
  const byKey = new Map<string, string>();
  for (const header of headers) {
    const key = headerKey(header);
    if (key && !byKey.has(key)) byKey.set(key, header);
  }
  const taken = new Set<string>();
  const pick = (field: RosterField): string | null => {
    for (const hint of ROSTER_HEADER_HINTS[field]) {
      const header = byKey.get(hint);
      if (header !== undefined && !taken.has(header)) {
        taken.add(header);
        return header;
      }
    }
    return null;
  };
  const columns = Object.fromEntries(ROSTER_FIELDS.map((f) => [f, null])) as RosterColumns;
  for (const field of ROSTER_FIELDS) {
    if (field !== 'fullName') columns[field] = pick(field);
  }
  if (!columns.firstName || !columns.lastName) columns.fullName = pick('fullName');
  return columns;
}

/** The same door however the file spells it: "3", " 3 " and "Bldg 3" are not merged, case is. */
export const doorKey = (building: string, unit: string) =>
  `${building.trim().toLowerCase()}\u0000${unit.trim().toLowerCase()}`;

/** The same person however the file cases their name. */
export const nameKey = (firstName: string, lastName: string) =>
  `${firstName.trim().toLowerCase().replace(/\s+/g, ' ')} ${lastName.trim().toLowerCase().replace(/\s+/g, ' ')}`;

/** Dates outside these years are typing mistakes, not a lease. */
const ROSTER_EARLIEST_YEAR = 1950;
const ROSTER_LATEST_YEAR = 2100;

/**
 * A date as the exports write it: MM/DD/YYYY (or M/D/YY, years 00–69 as 2000s), or YYYY-MM-DD.
 * Returns the ISO day, or null when it is not a real date (02/30/2026, 13/01/2026, text).
 */
export function readRosterDate(value: string): string | null {
  const text = value.trim();
  let year: number;
  let month: number;
  let day: number;
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (us) {
    month = Number(us[1]);
    day = Number(us[2]);
    year = Number(us[3]);
    if (us[3]!.length === 2) year += year < 70 ? 2000 : 1900;
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return null;
  }
  if (
    year < ROSTER_EARLIEST_YEAR ||
    year > ROSTER_LATEST_YEAR ||
    month < 1 ||
    month > 12 ||
    day < 1
  )
    return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** Why a row of the file is left out of the roster; each reads after "Line N:". */
export const ROSTER_REJECT_TEXT = {
  buildingMissing: 'The building is missing',
  unitMissing: 'The unit is missing',
  unitTwice: (line: number) => `This unit is already listed on line ${line}`,
  nameMissing: "The resident's name is missing",
  emailMissing: "The resident's email is missing: we invite each resident by email",
  emailInvalid: (value: string) => `"${value}" is not a valid email address`,
  emailTwice: (line: number) => `This email is already listed for the unit on line ${line}`,
  emailTaken: 'This email belongs to another account, not a resident of this community',
  phoneInvalid: (value: string) => `"${value}" is not a US phone number with its area code`,
  dateInvalid: (label: string, value: string) =>
    `The ${label.toLowerCase()} "${value}" is not a real date (use MM/DD/YYYY)`,
  moveOutBeforeMoveIn: 'The move-out date is before the move-in date',
  tooManyFields: 'This line has more fields than the header row',
} as const;

/** What the roster screens say. */
export const ROSTER_TEXT = {
  pageTitle: (community: string) => `${community}: roster`,
  pageDescription:
    "Upload the community's rent roll to add its doors and move residents in and out.",
  backToCommunities: 'Back to Communities',
  uploadHeading: 'Upload a rent roll',
  uploadHint: `A CSV file exported from Yardi, RealPage, Entrata, AppFolio or a spreadsheet, up to ${ROSTER_MAX_BYTES / 1024 / 1024} MB and ${ROSTER_MAX_ROWS.toLocaleString('en-US')} rows.`,
  fileLabel: 'Rent roll (CSV)',
  readFile: 'Read file',
  mapHeading: 'Match the columns',
  mapHint:
    "Pick the file's column for each field. We remember your choices for this community's next upload.",
  mapRemembered: 'These are the columns you picked for the last upload.',
  notInFile: 'Not in the file',
  preview: 'Preview changes',
  previewHeading: 'Changes to make',
  previewHint: 'Nothing changes until you apply. Applying the same file again changes nothing.',
  apply: 'Apply changes',
  applying: 'Applying…',
  startOver: 'Upload another file',
  appliedTitle: 'Roster applied',
  appliedText: (moveIns: number, moveOuts: number) =>
    `${moveIns.toLocaleString('en-US')} moved in and ${moveOuts.toLocaleString('en-US')} moved out. Each new resident has an email to set a password.`,
  failedTitle: 'Roster not read',
  failedDefault: 'Something went wrong. Please try again.',
  nothingToChange: 'The roster already matches this file: nothing to change.',
  doorsToAdd: 'Doors to add',
  doorsAdded: 'Doors added',
  movedIn: 'Moved in',
  movedOut: 'Moved out',
  movingIn: 'Moving in',
  movingOut: 'Moving out',
  contactChanges: 'Contact changes',
  staying: 'Staying longer',
  rejected: 'Rows left out',
  unchanged: 'Unchanged',
  rejectedHint: 'Fix these rows in the file and upload it again to include them.',
  rosterHeading: 'Current roster',
  rosterEmpty: 'No doors yet: apply a rent roll to add them.',
  rosterLoadFailed: 'Could not load the roster. Please try again.',
  historyHeading: 'Past imports',
  historyEmpty: 'No rent roll has been applied yet.',
  vacant: 'Vacant',
  notPropertyPaid: 'This community is paid by its residents: record its contract before a roster.',
  fileTooLarge: `The file is larger than ${ROSTER_MAX_BYTES / 1024 / 1024} MB. Export only the current residents, or split it.`,
  tooManyRows: `The file has more than ${ROSTER_MAX_ROWS.toLocaleString('en-US')} rows.`,
  fileEmpty: 'The file is empty: it needs a header row and a row for each unit.',
  noRows: 'The file has a header row but no units under it.',
  notCsv: (line: number, reason: string) => `Line ${line}: ${reason}.`,
  headerMissing: 'The header row has an empty column name',
  headerTwice: (header: string) => `The header row names the column "${header}" twice`,
  columnRequired: (label: string) => `Pick the column for ${label}`,
  nameColumnRequired: 'Pick the column for the resident name, or for first and last name',
  columnNotInFile: (header: string) => `The file has no column "${header}"`,
  columnUsedTwice: (header: string) => `The column "${header}" is picked for two fields`,
} as const;

/** Why a resident leaves the roster, as the preview and the history name it. */
export const MOVE_OUT_REASONS = ['moveOut', 'notInFile', 'replaced'] as const;
export type MoveOutReason = (typeof MOVE_OUT_REASONS)[number];

export const MOVE_OUT_REASON_LABELS: Record<MoveOutReason, string> = {
  moveOut: 'Move-out date in the file',
  notInFile: 'No longer in the file',
  replaced: 'A new resident at the door',
};
