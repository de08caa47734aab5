import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_TWILIO_AUTH_TOKEN } from '../../playwright.config';
import { twilioSignature } from '../../src/server/modules/notifications/notifications-module';

/** Where the development text transport writes each text. */
const SMS_DIR = join(E2E_DATA_DIR, 'sms');

/** The texts written to this number so far. */
export async function textsTo(number: string): Promise<string[]> {
  const files = await readdir(SMS_DIR).catch(() => [] as string[]);
  const texts = await Promise.all(
    files.filter((f) => f.endsWith('.txt')).map((f) => readFile(join(SMS_DIR, f), 'utf8')),
  );
  return texts.filter((text) => text.startsWith(`To: ${number}\n`));
}

/** Twilio posting the resident's reply to the app, signed with the account's auth token. */
export async function replyFrom(
  page: Page,
  baseURL: string | undefined,
  number: string,
  body: string,
) {
  const url = `${baseURL}/api/notifications/sms/inbound`;
  const reply = { MessageSid: `SM${Date.now()}`, From: number, To: '+12815550100', Body: body };
  return page.request.post(url, {
    form: reply,
    headers: { 'x-twilio-signature': twilioSignature(E2E_TWILIO_AUTH_TOKEN, url, reply) },
  });
}
