import { firstFieldErrors } from '../../domain/schemas/field-errors';
import { ApiError } from './api-client';

// Apart from api-client.ts, which every island's chunk shares: only the forms that show the
// server's field messages bring the field-errors module with them.

/** The first message of each field the server refused, none for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  return firstFieldErrors(error.fieldErrors);
}
