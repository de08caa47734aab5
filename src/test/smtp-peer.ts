import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** Envelope recipients, as the SMTP conversation named them. */
  to: string[];
  subject: string;
  text: string;
  html: string | undefined;
  messageId: string | undefined;
  /** The files sent with it, decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
};

export type SmtpPeer = {
  /** The SMTP_URL to give the app. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port, so the app's nodemailer transport runs for real in tests
 * (docs/decisions/020-tests-use-real-parts.md: fakes speak the protocol). It offers neither
 * STARTTLS nor AUTH, like a relay on localhost, so a plain smtp://127.0.0.1:<port> URL works
 * without TLS options.
 */
export async function startSmtpPeer(
  options: {
    /** Stores this many messages but answers each with a temporary failure, like a reply lost. */
    loseReplies?: number;
  } = {},
): Promise<SmtpPeer> {
  const messages: ReceivedMail[] = [];
  let repliesToLose = options.loseReplies ?? 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        if (repliesToLose > 0) {
          repliesToLose--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        // Acknowledged only once stored: when the app's send resolves, the message is here.
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(match = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail arrived in ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Entity = { headers: Map<string, string>; body: string };

function parseEntity(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split === -1 ? '' : raw.slice(split + 4) };
}

/** Just enough MIME for what nodemailer writes: multipart trees of QP, base64 or 7bit text parts. */
function parseMail(raw: string, to: string[]): ReceivedMail {
  const found: { text?: string; html?: string } = {};
  const attachments: ReceivedMail['attachments'] = [];
  const walk = (entity: Entity) => {
    const type = entity.headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const parts = entity.body.split(`--${boundary}`).slice(1, -1);
      for (const part of parts) walk(parseEntity(part.replace(/^\r\n/, '')));
      return;
    }
    const disposition = entity.headers.get('content-disposition') ?? '';
    if (disposition.toLowerCase().startsWith('attachment')) {
      attachments.push({
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
        contentType: type.split(';')[0]!.trim(),
        content: Buffer.from(entity.body, 'base64'),
      });
      return;
    }
    const body = decodeBody(entity).replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) found.html ??= body;
    else if (type.startsWith('text/plain')) found.text ??= body;
  };
  const top = parseEntity(raw);
  walk(top);
  return {
    to,
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html,
    messageId: top.headers.get('message-id'),
    attachments,
    raw,
  };
}

function decodeBody({ headers, body }: Entity): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function decodeQuotedPrintable(input: string): string {
  const text = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, which nodemailer uses for any subject that is not plain ASCII. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
