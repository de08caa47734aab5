import type { z } from 'zod';

// One description per API call (docs/decisions/052-one-contract-per-call.md): the server
// registers its route from it, the client types its call by it, so a screen's call names the
// contract and the contract's one route is the handler.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success codes the API answers with. */
export type SuccessStatus = 200 | 201 | 202;

export type Contract = {
  readonly method: HttpMethod;
  /** Fastify's path, with `:name` for each path parameter. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success reply; left out only where the reply is not JSON (a CSV, a photo, a stream). */
  readonly response?: z.ZodType;
  /** The success code when it is not 200; a list when the call answers with either. */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** Whether the route declares the shared error body for its 4xx replies. */
  readonly errorReplies?: boolean;
  /** Whether a 503 answers with the success reply's shape, saying what is not ready. */
  readonly unavailableReply?: boolean;
};

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** What the client needs at run time: enough to send the call without loading its schemas. */
export type ContractRoute<C extends Contract> = Pick<C, 'method' | 'path'>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Path parameters as the handler reads them (the path carries them as text). */
export type ContractParams<C extends Contract> = Output<C['params']>;

/** Query fields as the handler reads them; each may be left out where the schema allows. */
export type ContractQuery<C extends Contract> = C['query'] extends z.ZodType
  ? Partial<z.output<C['query']>>
  : undefined;

export type ContractBody<C extends Contract> = C['body'] extends z.ZodType
  ? z.input<C['body']>
  : undefined;

export type ContractResponse<C extends Contract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : unknown;
