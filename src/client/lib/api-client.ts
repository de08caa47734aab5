import { TOTAL_COUNT_HEADER } from '../../domain/paging';
/**
 * The one way the client talks to /api (docs/product.md#api): credentials on every call, JSON only
 * when there is a body, and any non-success reply becomes an ApiError whose message is "status:
 * body text".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The server's own message from a JSON error body, when it sent one. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Record<string, string[]> | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => '')) || res.statusText;
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string[]> | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') serverMessage = body.message;
    if (body.errors && typeof body.errors === 'object') {
      fieldErrors = body.errors as Record<string, string[]>;
    }
  } catch {
    // A non-JSON body (a proxy's error page): the status text message is all there is.
  }
  return new ApiError(res.status, text, serverMessage, fieldErrors);
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toApiError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);

/**
 * One page of an admin list: the array plus the totals from the headers
 * (docs/decisions/007-admin-lists-at-scale.md).
 */
export type ListPage<T> = { rows: T[]; total: number; capped: boolean };

export async function apiGetPage<T>(path: string): Promise<ListPage<T>> {
  const res = await fetch(path, { credentials: 'include' });
  if (!res.ok) throw await toApiError(res);
  const rows = (await res.json()) as T[];
  return {
    rows,
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length),
    capped: res.headers.get(`${TOTAL_COUNT_HEADER}-Capped`) === 'true',
  };
}

export const apiPatch = <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body);
export const apiPut = <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);

/** The server's message for a failed call, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
