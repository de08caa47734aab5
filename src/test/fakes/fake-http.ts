import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
};

export type Reply = { status: number; body?: unknown };
export type Handler = (request: RecordedRequest) => Reply;

/**
 * A real HTTP server on 127.0.0.1, port 0, for the provider fakes: our SDK and fetch code goes
 * over the wire exactly as in production. It records every request; `failNext` makes the next
 * matching requests answer with an error instead.
 */
export async function startFakeHttp(handle: Handler) {
  const requests: RecordedRequest[] = [];
  const failures: { match: string; reply: Reply; times: number }[] = [];

  const send = (res: ServerResponse, reply: Reply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      const failure = failures.find((f) => f.times > 0 && key.startsWith(f.match));
      if (failure) {
        failure.times--;
        return send(res, failure.reply);
      }
      try {
        send(res, handle(recorded));
      } catch (err) {
        send(res, { status: 500, body: { error: String(err) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests whose "METHOD /path" starts with `match`. */
    sent: (match: string) => requests.filter((r) => `${r.method} ${r.path}`.startsWith(match)),
    failNext(match: string, reply: Reply, times = 1) {
      failures.push({ match, reply, times });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
