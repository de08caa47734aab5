import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract, SuccessStatus } from '../../domain/contracts/contract.ts';
import { ERROR_REPLIES } from '../../domain/schemas/replies.ts';

type SuccessCodes<C extends Contract> = C['status'] extends readonly SuccessStatus[]
  ? C['status'][number]
  : C['status'] extends SuccessStatus
    ? C['status']
    : 200;

type Codes<C extends Contract> =
  SuccessCodes<C> | (C['unavailableReply'] extends true ? 503 : never);

/** A reply that is not JSON (a CSV, a photo) is left untyped, as its error replies with it. */
type Replies<C extends Contract> = C['response'] extends z.ZodType
  ? { [K in Codes<C>]: C['response'] } & (C['errorReplies'] extends true
      ? typeof ERROR_REPLIES
      : unknown)
  : unknown;

/** The Fastify schema a contract stands for, so the handler's request and reply are typed by it. */
type ContractSchema<C extends Contract> = {
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: Replies<C>;
};

type ContractHandler<C extends Contract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<C>,
  ZodTypeProvider
>;

/** What a route adds to its contract: its guard, limits and config. */
type ContractRouteOptions<C extends Contract> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    ContractSchema<C>,
    ZodTypeProvider
  >,
  'schema'
>;

type AnyApp<P extends FastifyTypeProvider> = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  P
>;

function schemaOf(contract: Contract): FastifySchema {
  const response: Record<string, z.ZodType> = {};
  if (contract.response) {
    const codes = contract.status ?? 200;
    for (const code of typeof codes === 'number' ? [codes] : codes) {
      response[code] = contract.response;
    }
    if (contract.unavailableReply) response[503] = contract.response;
  }
  // Fastify compiles a serialiser for each key it is given, so absent parts stay absent.
  const schema: FastifySchema = {
    ...(contract.params && { params: contract.params }),
    ...(contract.query && { querystring: contract.query }),
    ...(contract.body && { body: contract.body }),
  };
  if (contract.errorReplies) Object.assign(response, ERROR_REPLIES);
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** Registers the route a contract describes, with the handler that implements it. */
export function route<C extends Contract, P extends FastifyTypeProvider>(
  app: AnyApp<P>,
  contract: C,
  options: ContractRouteOptions<C>,
  handler: ContractHandler<C>,
): void;
export function route<C extends Contract, P extends FastifyTypeProvider>(
  app: AnyApp<P>,
  contract: C,
  handler: ContractHandler<C>,
): void;
export function route<C extends Contract, P extends FastifyTypeProvider>(
  app: AnyApp<P>,
  contract: C,
  optionsOrHandler: ContractRouteOptions<C> | ContractHandler<C>,
  lastHandler?: ContractHandler<C>,
): void {
  const [options, handler] =
    typeof optionsOrHandler === 'function'
      ? [{}, optionsOrHandler]
      : [optionsOrHandler, lastHandler];
  // A guarded scope (/api/admin, /api/crew) adds its prefix to every route in it.
  if (!contract.path.startsWith(`${app.prefix}/`)) {
    throw new Error(`${contract.path} is outside the scope ${app.prefix}`);
  }
  // The handler was typed against the contract's schema above; Fastify's own route options are
  // typed for the app's default provider, which cannot name that schema.
  app.route({
    ...options,
    method: contract.method,
    url: contract.path.slice(app.prefix.length),
    schema: schemaOf(contract),
    handler,
  } as RouteOptions);
}
