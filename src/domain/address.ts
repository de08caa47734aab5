// People type their unit as "1204", "#1204", "Apt 1204" or "Suite 200": only a bare number or
// code gets the "Unit" label, so nothing reads "Unit Suite 200".
const LABELLED_UNIT = /^(#|apt\b|apartment\b|unit\b|suite\b|ste\b|bldg\b|building\b)/i;

/** Whether a unit as typed carries its own label ("Apt 1204", "#12"), which is kept as it is. */
export const hasUnitLabel = (unit: string) => LABELLED_UNIT.test(unit.trim());

/** A unit as people read it: "Unit 1204", "Apt 1204", "Suite 200". */
export function unitLabel(unit: string): string {
  const u = unit.trim();
  return hasUnitLabel(u) ? u : `Unit ${u}`;
}

/** The street line of an address: "2300 Katy Mills Blvd, Unit 1204". */
export function streetLine(address: string, unit: string | null | undefined): string {
  const u = unit?.trim();
  if (!u) return address;
  return `${address}, ${unitLabel(u)}`;
}

/** Every address served is in Texas: the signup form does not ask, and a blank state reads as this. */
export const DEFAULT_STATE = 'TX';

/** Where a door is inside its address: "Building 3, Unit 1204"; blank when neither is known. */
export function doorLabel(door: { building: string; unit: string }): string {
  const unit = door.unit.trim() ? unitLabel(door.unit) : '';
  const building = door.building.trim() ? `Building ${door.building.trim()}` : '';
  return [building, unit].filter(Boolean).join(', ');
}

/** A ZIP code: five digits (ZipSchema; the sign-up page's `?zip=` and the lookup check it without zod). */
export const ZIP_CODE = /^\d{5}$/;
export const ZIP_CODE_LENGTH = 5;

/** The longest community name a customer may type under "My community isn't listed". */
export const COMMUNITY_REQUEST_MAX_LENGTH = 120;
