import type {
  Contract,
  ContractBody,
  ContractParams,
  ContractQuery,
  ContractResponse,
  ContractRoute,
} from '../../domain/contracts/contract';
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

async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
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

/**
 * One page of an admin list: the array plus the totals from the headers
 * (docs/decisions/007-admin-lists-at-scale.md).
 */
export type ListPage<T> = { rows: T[]; total: number; capped: boolean };

type Part<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : undefined extends T
    ? { readonly [P in K]?: T }
    : Record<never, never> extends T
      ? { readonly [P in K]?: T }
      : { readonly [P in K]: T };

/** What a call sends besides its route: each part its contract declares, and no other. */
type CallInput<C extends Contract> = Part<'params', ContractParams<C>> &
  Part<'query', ContractQuery<C>> &
  Part<'body', ContractBody<C>>;

/** A call with nothing to send may leave its input out. */
type InputArgs<C extends Contract> =
  Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

function urlOf(path: string, params: unknown, query: unknown): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * Sends the call a contract describes and answers its reply's type. The full contract or, where a
 * bundle must not load the contract's schemas, just its route with the contract as the type:
 * `callApi<typeof fetchUser>({ method: 'GET', path: '/api/user' })`.
 */
export function callApi<C extends Contract>(
  contract: C | ContractRoute<C>,
  ...[input]: InputArgs<C>
): Promise<ContractResponse<C>> {
  return apiRequest<ContractResponse<C>>(
    contract.method,
    urlOf(contract.path, input?.params, input?.query),
    input?.body,
  );
}

/** A list's filters as the address bar keeps them: text the server reads by the list's query. */
export type ListFilters = Readonly<Record<string, string | number | undefined>>;

type PageRow<C extends Contract> = ContractResponse<C> extends readonly (infer Row)[] ? Row : never;

/**
 * One page of an office list the contract describes, with the totals from its headers. Empty
 * filters are left out of the query, as the list's own links leave them.
 */
export async function callApiPage<C extends Contract>(
  contract: C | ContractRoute<C>,
  filters: ListFilters,
): Promise<ListPage<PageRow<C>>> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const res = await fetch(urlOf(contract.path, undefined, query), { credentials: 'include' });
  if (!res.ok) throw await toApiError(res);
  const rows = (await res.json()) as PageRow<C>[];
  return {
    rows,
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? rows.length),
    capped: res.headers.get(`${TOTAL_COUNT_HEADER}-Capped`) === 'true',
  };
}

/** The server's message for a failed call, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
