import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { startSmsSender, type SmsSender } from './sms-sender.ts';
import {
  createFileSmsTransport,
  createTwilioTransport,
  type SmsTransport,
  type TwilioSettings,
} from './sms-transport.ts';
import { smsStatus } from '../../../../domain/contracts/notifications.ts';

/**
 * Starts the text sender over the given transport, or else Twilio when its keys are configured,
 * or else text files under the data folder (development).
 */
export function startSms(deps: {
  db: Database;
  transport?: SmsTransport;
  twilio?: TwilioSettings;
  dataDir: string;
  appUrl: string;
  maxPerSecond: number;
  log: FastifyBaseLogger;
  /** The time the quiet hours are read at: now, unless a journey runs the clock (app.ts). */
  now?: () => Date;
}): SmsSender {
  const transport =
    deps.transport ??
    (deps.twilio
      ? createTwilioTransport(deps.twilio)
      : createFileSmsTransport(join(deps.dataDir, 'sms'), deps.log));
  return startSmsSender({
    db: deps.db,
    transport,
    log: deps.log,
    maxPerSecond: deps.maxPerSecond,
    statusCallbackUrl: `${deps.appUrl}${smsStatus.path}`,
    now: deps.now,
  });
}
