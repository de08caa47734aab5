// How a customer is named on screen and in mail. Names are optional in older rows and admin
// accounts, so the username is the fallback everywhere.
type Named = { firstName: string; lastName: string; username: string };

/** The friendly name of greetings: "Welcome back, Jordan!". */
export function displayName(user: Pick<Named, 'firstName' | 'username'>): string {
  return user.firstName.trim() || user.username;
}

/** The full name of lists, receipts and exports: "Jordan Rivera". */
export function fullName(user: Named): string {
  return [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ') || user.username;
}
