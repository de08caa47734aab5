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
