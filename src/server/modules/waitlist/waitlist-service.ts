import { Readable } from 'node:stream';
import { WAITLIST_ADMIN_TEXT } from '../../../domain/admin-messages.ts';
import { csvHeader, csvRecord, type CsvColumn } from '../../../domain/csv.ts';
import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  WAITLIST_LINK_DAYS,
  type JoinWaitlistInput,
  type WaitlistNotifyReply,
  type WaitlistZip,
} from '../../../domain/schemas/waitlist.ts';
import { withLanguage } from '../../../domain/site-language.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { composeMail, enqueueMail } from '../mail/mail-module.ts';
import type { LimitRule, RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { waitlistConfirmMail, waitlistServedMail } from './waitlist-mail.ts';
import { createWaitlistRepository, type WaitlistEntryRow } from './waitlist-repository.ts';

/** Confirmation links one email can be sent: enough for a lost mail, too few to flood an inbox. */
export const WAITLIST_LINKS_PER_EMAIL: LimitRule = {
  name: 'waitlist-email',
  max: 5,
  windowMs: 60 * 60_000,
};

/** The export's fixed columns; timestamps are ISO 8601 in UTC like the other admin exports. */
const CSV_COLUMNS: readonly CsvColumn<WaitlistEntryRow>[] = [
  { header: 'Email', value: (e) => e.email },
  { header: 'ZIP', value: (e) => e.zip },
  { header: 'Home', value: (e) => (e.kind === 'house' ? 'House' : 'Apartment') },
  { header: 'Confirmed', value: (e) => e.confirmedAt },
  { header: 'Emailed We Serve', value: (e) => e.notifiedAt },
  { header: 'Joined', value: (e) => e.createdAt },
];

export type WaitlistDeps = {
  db: Database;
  secret: string;
  appUrl: string;
  limiter: RateLimiter;
  isServedZip: (zip: string) => Promise<boolean>;
};

/**
 * Adds the person (or refreshes their link) and emails the link to confirm, in the language they
 * read the form in. The answer is the same whether the email was new, waiting for confirmation or
 * confirmed, so the form tells nobody who is on the list.
 */
export async function join(
  deps: WaitlistDeps,
  input: JoinWaitlistInput & { language: Language },
): Promise<void> {
  if (await deps.isServedZip(input.zip)) {
    throw conflict(MESSAGES.waitlistZipServed, { zip: [MESSAGES.waitlistZipServed] });
  }
  await deps.limiter.consume(
    WAITLIST_LINKS_PER_EMAIL,
    hashToken(input.email.toLowerCase(), deps.secret),
  );
  const token = newToken();
  // The link opens the confirmation page in the email's language, whatever browser follows it.
  const url = withLanguage(
    input.language,
    `${deps.appUrl}/waitlist/confirm?token=${encodeURIComponent(token)}`,
  );
  await deps.db.transaction(async (tx) => {
    await createWaitlistRepository(tx).upsert({
      email: input.email,
      zip: input.zip,
      kind: input.kind,
      language: input.language,
      tokenHash: hashToken(token, deps.secret),
    });
    const words = waitlistConfirmMail(input.zip, url, WAITLIST_LINK_DAYS);
    await enqueueMail(tx, composeMail(translatorFor(input.language), input.email, words));
  });
}

/** Following the link again is fine; a link unknown or past its days is refused. */
export async function confirm(deps: WaitlistDeps, token: string): Promise<void> {
  const repo = createWaitlistRepository(deps.db);
  if (!(await repo.confirm(hashToken(token, deps.secret), WAITLIST_LINK_DAYS))) {
    throw badRequest(MESSAGES.waitlistInvalidToken);
  }
}

export async function summary(deps: WaitlistDeps): Promise<WaitlistZip[]> {
  const rows = await createWaitlistRepository(deps.db).summary();
  return Promise.all(
    rows.map(async (row) => ({ ...row, served: await deps.isServedZip(row.zip) })),
  );
}

/**
 * A CSV download: a UTF-8 BOM (for spreadsheets), the header, the rows. The first batch is
 * read before anything is sent, so a failing query is an error reply, not a cut-off file.
 */
export async function csv(deps: WaitlistDeps): Promise<Readable> {
  const batches = createWaitlistRepository(deps.db).exportAll()[Symbol.asyncIterator]();
  const first = await batches.next();
  async function* lines() {
    yield `\uFEFF${csvHeader(CSV_COLUMNS)}`;
    for (let next = first; !next.done; next = await batches.next()) {
      yield next.value.map((row) => csvRecord(CSV_COLUMNS, row)).join('');
    }
  }
  return Readable.from(lines());
}

/**
 * Tells everyone confirmed and not yet told in a ZIP code we now serve, one mail each in the
 * language they joined in, and marks them told in the same transaction: a second run emails
 * nobody twice.
 */
export async function notifyServed(deps: WaitlistDeps, zip: string): Promise<WaitlistNotifyReply> {
  if (!(await deps.isServedZip(zip))) throw conflict(WAITLIST_ADMIN_TEXT.zipNotServed(zip));
  // The sign-up form opens with the ZIP code filled in (docs/product.md#waitlist).
  const signupUrl = `${deps.appUrl}/signup?zip=${encodeURIComponent(zip)}`;
  const emailed = await deps.db.transaction(async (tx) => {
    const people = await createWaitlistRepository(tx).takeWaiting(zip);
    for (const person of people) {
      // The sign-up form opens in the person's language too, and makes it their account's.
      const words = waitlistServedMail(zip, withLanguage(person.language, signupUrl));
      await enqueueMail(tx, composeMail(translatorFor(person.language), person.email, words));
    }
    return people.length;
  });
  return { message: WAITLIST_ADMIN_TEXT.notified(zip, emailed), emailed };
}
