export type FieldErrors = Record<string, string[]>;

/**
 * Groups validation issues by field ("address.zip"); issues about the whole payload go under "_".
 * The server answers a 400 with these, and the browser shows the first of each under its field.
 */
export function fieldErrors(
  issues: { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  return errors;
}

/** The first message of each field, what a form shows under it. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages[0]!]),
  );
}
