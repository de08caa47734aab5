import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../domain/messages.ts';
import { fieldErrors } from '../../domain/schemas/field-errors.ts';
import type { ErrorBody } from '../../domain/schemas/replies.ts';
import { HttpError } from '../lib/errors.ts';
import { holdBackRefusedConnection } from './refusal-backoff.ts';

/** Maps every error to a JSON reply; a 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        })),
      );
      const first = Object.values(errors)[0]?.[0];
      return reply.code(400).send({ message: first ?? MESSAGES.validationFailed, errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const refused = error.statusCode === 429 || error.statusCode === 503;
      if (refused && error.headers?.['retry-after']) holdBackRefusedConnection(request);
      const body: ErrorBody = { message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      return reply.code(error.statusCode).send(body);
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to echo.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internalError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `${MESSAGES.notFound}: ${request.method} ${request.url}` });
  });
}
