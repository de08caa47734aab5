import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  NOTIFICATION_MESSAGES,
  SMS_HELP_WORDS,
  SMS_SPANISH_WORDS,
  SMS_START_WORDS,
  SMS_STOP_WORDS,
  smsText,
} from '../../../../domain/notifications.ts';
import { translatorFor } from '../../../../domain/i18n/catalogue.ts';
import type { Language } from '../../../../domain/i18n/languages.ts';
import { smsInbound, smsStatus } from '../../../../domain/contracts/notifications.ts';
import type { Database } from '../../../db/client.ts';
import { route } from '../../../lib/contract-route.ts';
import { badRequest, forbidden } from '../../../lib/errors.ts';
import { isTwilioSignatureValid } from './twilio-signature.ts';
import {
  createSmsWebhookRepository,
  TWILIO_STATUS_RANK,
  type TwilioStatus,
} from './sms-webhook-repository.ts';

const MessageSid = z.string().regex(/^[A-Za-z0-9]{2,64}$/);
const Phone = z.string().regex(/^\+[1-9]\d{6,14}$/);

/** What a delivery report carries that the log keeps (Twilio sends more; it is signed, not read). */
const StatusReportSchema = z.object({
  MessageSid,
  MessageStatus: z.enum(Object.keys(TWILIO_STATUS_RANK) as [TwilioStatus, ...TwilioStatus[]]),
  ErrorCode: z
    .string()
    .regex(/^\d{1,10}$/)
    .optional(),
});

/** A resident's reply: who sent it and what it says. */
const InboundTextSchema = z.object({ From: Phone, Body: z.string().max(1600).default('') });

/** A signed callback that still cannot be read (Twilio's log shows it beside the field). */
const CALLBACK_INVALID = 'Callback field missing or not valid';

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** TwiML: the reply Twilio texts back, or none. */
export function twiml(message?: string): string {
  const inner = message === undefined ? '' : `<Message>${escapeXml(message)}</Message>`;
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`;
}

/** A reply as a keyword is read: trimmed, without a closing full stop or exclamation, accents or case. */
const wordOf = (body: string) =>
  body
    .trim()
    .replace(/[.!¡]+$/, '')
    .replace(/^¡/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();

/** A keyword reply is the word alone, in either language, in any case, maybe with a full stop. */
export function keywordOf(body: string): 'stop' | 'start' | 'help' | undefined {
  const word = wordOf(body);
  if ((SMS_STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((SMS_START_WORDS as readonly string[]).includes(word)) return 'start';
  if ((SMS_HELP_WORDS as readonly string[]).includes(word)) return 'help';
  return undefined;
}

/**
 * Twilio's callbacks: delivery reports for the texts we sent and the residents' replies. Both are
 * form posts signed with the auth token over the URL Twilio was given (APP_URL and the path); an
 * unsigned or forged one is refused before anything is read.
 */
export async function registerSmsWebhooks(
  parent: FastifyInstance,
  deps: { db: Database; appUrl: string; authToken: string | undefined },
) {
  const repo = createSmsWebhookRepository(deps.db);

  /** The signed form fields, or a 403. */
  function signedParams(request: FastifyRequest): Record<string, string> {
    const body = request.body;
    const params: Record<string, string> = {};
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [name, value] of Object.entries(body)) {
        if (typeof value !== 'string') throw forbidden(NOTIFICATION_MESSAGES.callbackUnsigned);
        params[name] = value;
      }
    }
    const signature = request.headers['x-twilio-signature'];
    const valid =
      deps.authToken !== undefined &&
      isTwilioSignatureValid(
        deps.authToken,
        `${deps.appUrl}${request.url}`,
        params,
        typeof signature === 'string' ? signature : undefined,
      );
    if (!valid) throw forbidden(NOTIFICATION_MESSAGES.callbackUnsigned);
    return params;
  }

  function parse<T extends z.ZodType>(schema: T, params: Record<string, string>): z.infer<T> {
    const parsed = schema.safeParse(params);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '_');
    throw badRequest(`${CALLBACK_INVALID}: ${field}`, { [field]: [issue?.message ?? ''] });
  }

  await parent.register(async (scope) => {
    // Twilio posts forms; the rest of the API takes only JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The body is checked after its signature, so the contract declares no body schema.
    route(scope, smsStatus, async (request) => {
      const report = parse(StatusReportSchema, signedParams(request));
      const recorded = await repo.recordStatus({
        providerMessageId: report.MessageSid,
        status: report.MessageStatus,
        errorCode: report.ErrorCode,
      });
      return { recorded };
    });

    // The reply is TwiML (text/xml); only its error replies are declared.
    route(scope, smsInbound, async (request, reply) => {
      const text = parse(InboundTextSchema, signedParams(request));
      const keyword = keywordOf(text.Body);
      // The answer is in the language of the person whose number it is; a number we do not know
      // is answered in the language of its keyword.
      const language: Language =
        (keyword && (await repo.languageOf(text.From))) ??
        (SMS_SPANISH_WORDS.includes(wordOf(text.Body)) ? 'es' : 'en');
      const SMS_TEXT = smsText(translatorFor(language).t);
      let answer: string | undefined;
      if (keyword === 'stop') {
        await repo.stop(text.From);
        answer = SMS_TEXT.stopped;
      } else if (keyword === 'start') {
        const { confirmed, restarted } = await repo.start(text.From);
        if (confirmed > 0) answer = SMS_TEXT.confirmed;
        else if (restarted > 0 || (await repo.isTexting(text.From))) answer = SMS_TEXT.started;
      } else if (keyword === 'help') {
        answer = SMS_TEXT.help;
      }
      return reply.type('text/xml; charset=utf-8').send(twiml(answer));
    });
  });
}
