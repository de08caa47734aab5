import type { ZodType } from 'zod';

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

/** A form's values as its schema judged them: the payload, or each field's first message. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * Runs a payload's schema over a form's values, as the route will. A message about the whole
 * payload shows under `whole`, the field the form keeps for it.
 */
export function checkForm<T>(schema: ZodType<T>, values: unknown, whole = '_'): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const { _: aboutAll, ...fields } = firstFieldErrors(fieldErrors(result.error.issues));
  return { ok: false, errors: aboutAll === undefined ? fields : { [whole]: aboutAll, ...fields } };
}
