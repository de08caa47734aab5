import type { FastifyReply } from 'fastify';

/**
 * A CSV sent as a download named `filename` (without `.csv`). Every export holds people's
 * records, so no cache between them and the browser keeps one.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  body: string | NodeJS.ReadableStream,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}
