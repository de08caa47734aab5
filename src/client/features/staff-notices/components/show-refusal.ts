import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast-store';

/**
 * A save the server refused: its messages under the fields they name, and its reason in a toast
 * titled `title` (a 409 when someone else decided first, say).
 */
export function showRefusal(
  error: unknown,
  title: string,
  setErrors?: (errors: Record<string, string>) => void,
): void {
  const fields = serverFieldErrors(error);
  if (setErrors && Object.keys(fields).length > 0) setErrors(fields);
  toast({ title, description: errorMessage(error, title), variant: 'destructive' });
}
