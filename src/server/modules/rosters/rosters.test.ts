import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CSV_READ_TEXT } from '../../../domain/csv-read.ts';
import { SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import {
  ROSTER_MAX_BYTES,
  ROSTER_MAX_ROWS,
  ROSTER_REJECT_TEXT as REJECT,
  ROSTER_TEXT as TEXT,
  suggestColumns,
  type RosterColumns,
} from '../../../domain/rosters.ts';
import type {
  Roster,
  RosterColumnsReply,
  RosterDiff,
  RosterImport,
} from '../../../domain/schemas/rosters.ts';
import { newCommunity, signedInAdmin, today } from '../../../test/crew.ts';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import {
  rosterDoors,
  rosterImports,
  serviceSchedules,
  subscriptions,
  users,
} from '../../db/schema.ts';

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestClient;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A property-paid community of its own, served every day so each door has pickups to look at. */
async function paidCommunity(name = 'Roster Commons') {
  const community = await newCommunity(t, name);
  const saved = await admin.inject({
    method: 'PUT',
    url: `/api/admin/communities/${community.id}/contract`,
    payload: {
      legalName: `${community.name} Owner LLC`,
      billingContactName: 'Pat Lee',
      billingEmail: 'ap@roster.example',
      billingPhone: '281-555-0142',
      rateCents: 1250,
      doors: 300,
      startsOn: '2026-01-01',
      termMonths: 36,
      renews: true,
      serviceDays: EVERY_DAY,
      windowStart: '08:00',
      windowEnd: '10:30',
      reportEmails: [],
    },
  });
  expect(saved.statusCode).toBe(200);
  return community;
}

let unique = 0;
const tag = () => `${Date.now().toString(36)}${++unique}`;

const HEADER = 'Bldg,Unit,Resident,Email,Phone,Move In,Move Out';
const COLUMNS: RosterColumns = suggestColumns(HEADER.split(','));
const csvOf = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

const base = (id: number) => `/api/admin/communities/${id}/roster`;
const send = (client: TestClient, id: number, call: string, payload: object) =>
  client.inject({ method: 'POST', url: `${base(id)}/${call}`, payload });
const upload = (csv: string, columns: RosterColumns = COLUMNS) => ({
  fileName: 'rent-roll.csv',
  csv,
  columns,
});

async function preview(id: number, csv: string, columns?: RosterColumns): Promise<RosterDiff> {
  const res = await send(admin, id, 'preview', upload(csv, columns));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RosterDiff>();
}

async function apply(id: number, csv: string, columns?: RosterColumns) {
  const res = await send(admin, id, 'apply', upload(csv, columns));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ import: RosterImport; diff: RosterDiff }>();
}

async function roster(id: number): Promise<Roster> {
  const res = await admin.inject({ method: 'GET', url: base(id) });
  expect(res.statusCode).toBe(200);
  return res.json<Roster>();
}

async function countOf(
  table: typeof users | typeof subscriptions | typeof rosterImports,
  where?: ReturnType<typeof sql>,
) {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

const counts = (diff: RosterDiff) => ({
  doorsToAdd: diff.doorsToAdd.length,
  moveIns: diff.moveIns.length,
  moveOuts: diff.moveOuts.length,
  contactChanges: diff.contactChanges.length,
  rejected: diff.rejected.length,
});

describe('the office guard', () => {
  test('every roster call: 401 without a session, 403 for a customer', async () => {
    const community = await paidCommunity();
    const customer = (await t.signUp()).client;
    const calls = [
      {
        method: 'POST',
        url: `${base(community.id)}/columns`,
        payload: { fileName: 'a.csv', csv: HEADER },
      },
      { method: 'POST', url: `${base(community.id)}/preview`, payload: upload(csvOf()) },
      { method: 'POST', url: `${base(community.id)}/apply`, payload: upload(csvOf()) },
      { method: 'GET', url: base(community.id) },
      { method: 'GET', url: `${base(community.id)}/imports` },
    ] as const;
    for (const call of calls) {
      expect((await t.client().inject(call)).statusCode).toBe(401);
      expect((await customer.inject(call)).statusCode).toBe(403);
    }
  });

  test('an unknown community is a 404, a resident-paid one a 409 saying to record its contract', async () => {
    const missing = await send(
      admin,
      999_999,
      'preview',
      upload(csvOf('1,101,Ann Lee,a@x.example,,,')),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SERVICE_AREA_TEXT.communityNotFound);
    const residentPaid = await newCommunity(t);
    const res = await send(
      admin,
      residentPaid.id,
      'preview',
      upload(csvOf('1,101,Ann Lee,a@x.example,,,')),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEXT.notPropertyPaid);
  });
});

describe('reading a file', () => {
  test("suggests the columns from the headers, then offers the community's last map", async () => {
    const community = await paidCommunity();
    const csv = `\uFEFFRent Roll,,,\r\nBuilding,Unit,First Name,Last Name,E-mail,Cell\r\n1,101,Ann,Lee,ann.${tag()}@x.example,\r\n`;
    const first = await send(admin, community.id, 'columns', { fileName: 'a.csv', csv });
    expect(first.statusCode, first.body).toBe(200);
    const reply = first.json<RosterColumnsReply>();
    expect(reply).toMatchObject({
      headers: ['Building', 'Unit', 'First Name', 'Last Name', 'E-mail', 'Cell'],
      remembered: false,
      rows: 1,
    });
    expect(reply.columns).toMatchObject({
      building: 'Building',
      unit: 'Unit',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'E-mail',
      phone: 'Cell',
      fullName: null,
    });
    const mine = { ...reply.columns, phone: null };
    await apply(community.id, csv, mine);
    const again = await send(admin, community.id, 'columns', { fileName: 'a.csv', csv });
    expect(again.json()).toMatchObject({ remembered: true, columns: mine });
  });

  const cases: [string, string, string][] = [
    [
      'an unclosed quote',
      `${HEADER}\r\n1,101,"Ann Lee,a@x.example,,,\r\n`,
      TEXT.notCsv(2, CSV_READ_TEXT.unclosedQuote),
    ],
    [
      'text after a closing quote',
      `${HEADER}\r\n1,101,"Ann" Lee,a@x.example,,,\r\n`,
      TEXT.notCsv(2, CSV_READ_TEXT.textAfterQuote),
    ],
    [
      'a column named twice',
      'Bldg,Unit,Email,email\r\n1,101,a@x.example,b@x.example\r\n',
      TEXT.notCsv(1, TEXT.headerTwice('email')),
    ],
    ['an empty file', '\uFEFF\r\n', TEXT.fileEmpty],
    ['a header without rows', `${HEADER}\r\n`, TEXT.noRows],
  ];
  test.each(cases)(
    '%s is a 400 saying what and where, and nothing is stored',
    async (_, csv, message) => {
      const community = await paidCommunity();
      for (const call of ['columns', 'preview', 'apply']) {
        const res = await send(admin, community.id, call, upload(csv));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(
        await countOf(rosterImports, sql`${rosterImports.communityId} = ${community.id}`),
      ).toBe(0);
    },
  );

  test('a file over the size or the row limit is a 400 with its own message', async () => {
    const community = await paidCommunity();
    const big = csvOf('1,101,Ann Lee,a@x.example,,,') + ' '.repeat(ROSTER_MAX_BYTES);
    const tooBig = await send(admin, community.id, 'preview', upload(big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(TEXT.fileTooLarge);
    const rows = Array.from({ length: ROSTER_MAX_ROWS + 1 }, (_, i) => `1,${i},,,,,`);
    const tooMany = await send(admin, community.id, 'preview', upload(csvOf(...rows)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(TEXT.tooManyRows);
  });

  test('a column map missing a field, naming a column not in the file or one twice is a 400 per field', async () => {
    const community = await paidCommunity();
    const csv = csvOf('1,101,Ann Lee,a@x.example,,,');
    const res = await send(
      admin,
      community.id,
      'preview',
      upload(csv, { ...COLUMNS, building: null, email: 'Mail', phone: 'Unit', fullName: null }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'columns.building': [TEXT.columnRequired('Building')],
      'columns.email': [TEXT.columnNotInFile('Mail')],
      'columns.phone': [TEXT.columnUsedTwice('Unit')],
      'columns.fullName': [TEXT.nameColumnRequired],
    });
  });
});

describe('the preview', () => {
  test('rejects each bad row with its line and reason, and changes nothing', async () => {
    const community = await paidCommunity();
    const staff = await t.signUp();
    await t.db.update(users).set({ role: 'porter' }).where(eq(users.id, staff.user.id));
    const a = `a.${tag()}@x.example`;
    const csv = [
      HEADER,
      `1,101,Ann Lee,${a},281-555-0142,01/15/2026,`,
      `,102,Bo Diaz,b.${tag()}@x.example,,,`,
      `1,,Cy Fox,c.${tag()}@x.example,,,`,
      `1,101,Di Ng,d.${tag()}@x.example,,,`,
      `1,104,,e.${tag()}@x.example,,,`,
      `1,105,Fay Orr,not-an-email,,,`,
      `1,106,Gus Pym,g.${tag()}@x.example,555-0100,,`,
      `1,107,Hal Roe,h.${tag()}@x.example,,02/30/2026,`,
      `1,108,Ida Sun,i.${tag()}@x.example,,03/01/2026,02/01/2026`,
      `1,109,Jo Tam,${a},,,`,
      `1,110,Kit Udo,,,,`,
      `1,111,Lu Vey,${staff.input.email},,,`,
      `1,112,"Mo, Wex",m.${tag()}@x.example,,,,extra`,
      `1,113,Vacant,,,,`,
    ].join('\n');
    const diff = await preview(community.id, csv);
    expect(diff.rejected).toEqual([
      { line: 3, reason: REJECT.buildingMissing },
      { line: 4, reason: REJECT.unitMissing },
      { line: 5, reason: REJECT.unitTwice(2) },
      { line: 6, reason: REJECT.nameMissing },
      { line: 7, reason: REJECT.emailInvalid('not-an-email') },
      { line: 8, reason: REJECT.phoneInvalid('555-0100') },
      { line: 9, reason: REJECT.dateInvalid('Move-in date', '02/30/2026') },
      { line: 10, reason: REJECT.moveOutBeforeMoveIn },
      { line: 11, reason: REJECT.emailTwice(2) },
      { line: 12, reason: REJECT.emailMissing },
      { line: 13, reason: REJECT.emailTaken },
      { line: 14, reason: REJECT.tooManyFields },
    ]);
    expect(diff.rows).toBe(14);
    expect(counts(diff)).toMatchObject({ doorsToAdd: 3, moveIns: 1 });
    expect(diff.moveIns[0]).toMatchObject({
      line: 2,
      name: 'Ann Lee',
      email: a,
      startsOn: today(),
    });
    expect(await countOf(users, sql`${users.email} = ${a}`)).toBe(0);
    expect((await roster(community.id)).doors).toEqual([]);
  });
});

describe('applying a roster', () => {
  test('adds the doors, moves residents in from their move-in day and invites each; the same file again changes nothing', async () => {
    const community = await paidCommunity();
    const ann = `ann.${tag()}@x.example`;
    const bo = `bo.${tag()}@x.example`;
    const later = addDays(today(), 10);
    const [y, m, d] = later.split('-');
    const csv = csvOf(
      `1,101,Ann Lee,${ann},(281) 555-0142,01/15/2024,`,
      `1,102,"Diaz, Bo",${bo},,${m}/${d}/${y},`,
      `2,201,VACANT,,,,`,
    );
    const first = await apply(community.id, csv);
    expect(counts(first.diff)).toEqual({
      doorsToAdd: 3,
      moveIns: 2,
      moveOuts: 0,
      contactChanges: 0,
      rejected: 0,
    });
    expect(first.import).toMatchObject({
      fileName: 'rent-roll.csv',
      doorsAdded: 3,
      movedIn: 2,
      appliedBy: 'Avery Office',
    });
    expect(first.diff.moveIns.map((i) => [i.name, i.startsOn])).toEqual([
      ['Ann Lee', today()],
      ['Bo Diaz', later],
    ]);
    const listed = await roster(community.id);
    expect(
      listed.doors.map((door) => [
        door.building,
        door.unit,
        door.resident?.name,
        door.resident?.status,
      ]),
    ).toEqual([
      ['1', '101', 'Ann Lee', 'invited'],
      ['1', '102', 'Bo Diaz', 'invited'],
      ['2', '201', undefined, undefined],
    ]);
    const [account] = await t.db.select().from(users).where(eq(users.email, ann));
    expect(account).toMatchObject({
      role: 'customer',
      communityId: community.id,
      building: '1',
      unit: '101',
      address: community.street,
      zip: community.zip,
      phone: '2815550142',
    });
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, account!.id));
    expect(sub).toMatchObject({ payer: 'property', status: 'active', priceCents: 1250 });

    const before = { users: await countOf(users), subs: await countOf(subscriptions) };
    const second = await apply(community.id, csv);
    expect(counts(second.diff)).toEqual({
      doorsToAdd: 0,
      moveIns: 0,
      moveOuts: 0,
      contactChanges: 0,
      rejected: 0,
    });
    expect(second.diff.unchanged).toBe(3);
    expect({ users: await countOf(users), subs: await countOf(subscriptions) }).toEqual(before);
    const history = await admin.inject({ method: 'GET', url: `${base(community.id)}/imports` });
    expect(history.json<RosterImport[]>().map((i) => i.movedIn)).toEqual([0, 2]);
  });

  test('two applies of one file at once take turns: one moves the residents in, the other finds nothing to do', async () => {
    const community = await paidCommunity();
    const lines = Array.from(
      { length: 20 },
      (_, i) => `1,${300 + i},Res ${i} Lee,r${i}.${tag()}@x.example,,,`,
    );
    const csv = csvOf(...lines);
    const [a, b] = await Promise.all([
      send(admin, community.id, 'apply', upload(csv)),
      send(admin, community.id, 'apply', upload(csv)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const moved = [a, b].map((r) => r.json<{ diff: RosterDiff }>().diff.moveIns.length).sort();
    expect(moved).toEqual([0, 20]);
    const subs = await t.db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.communityId, community.id));
    expect(subs[0]!.n).toBe(20);
    const [doors] = await t.db
      .select({ n: count() })
      .from(rosterDoors)
      .where(eq(rosterDoors.communityId, community.id));
    expect(doors!.n).toBe(20);
  });

  test('the invitation reaches the resident over SMTP, and its link sets the password that signs them in', async () => {
    const community = await paidCommunity('Invite Commons');
    const email = `invited.${tag()}@x.example`;
    await apply(community.id, csvOf(`4,410,Rae Quinn,${email},,,`));
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Your doorstep trash pickup at ${community.name}`);
    expect(mail.text).toContain('Hi Rae,');
    const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const resident = t.client();
    const set = await resident.post('/api/reset-password', { token, password: 'a-new-password-1' });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await resident.post('/api/login', {
      username: email,
      password: 'a-new-password-1',
    });
    expect(signIn.statusCode).toBe(200);
    const subs = await resident.get('/api/subscriptions');
    expect(subs.statusCode).toBe(200);
    expect(subs.json()).toMatchObject([{ status: 'active', plan: 'standard' }]);
    expect((await roster(community.id)).doors[0]?.resident?.status).toBe('active');
  });

  test('a name with quotes, a backslash and accents is kept as the file writes it, in the roster and the invitation', async () => {
    const community = await paidCommunity('Quote Commons');
    const email = `quoted.${tag()}@x.example`;
    const applied = await apply(
      community.id,
      csvOf(`5,"5\\B","O'Neil\\Núñez, Renée ""Bo""",${email},,,`),
    );
    expect(applied.diff.moveIns.map((m) => [m.name, m.unit])).toEqual([
      [`Renée "Bo" O'Neil\\Núñez`, '5\\B'],
    ]);
    expect((await roster(community.id)).doors.map((d) => [d.unit, d.resident?.name])).toEqual([
      ['5\\B', `Renée "Bo" O'Neil\\Núñez`],
    ]);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain(`Hi Renée "Bo",`);
  });

  test('a move-out date ends the pickups after that day; a resident no longer listed is served through yesterday', async () => {
    const community = await paidCommunity();
    const stay = `stay.${tag()}@x.example`;
    const gone = `gone.${tag()}@x.example`;
    await apply(community.id, csvOf(`5,501,Sam Ray,${stay},,,`, `5,502,Tia Ung,${gone},,,`));
    const userId = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const pickups = async (
      email: string,
      where: (date: typeof serviceSchedules.serviceDate) => ReturnType<typeof gt>,
    ) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(serviceSchedules)
        .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
        .where(
          and(eq(subscriptions.userId, await userId(email)), where(serviceSchedules.serviceDate)),
        );
      return row!.n;
    };
    const lastDay = addDays(today(), 3);
    expect(await pickups(stay, (d) => gt(d, lastDay))).toBeGreaterThan(0);
    const [y, m, d] = lastDay.split('-');
    const diff = await preview(community.id, csvOf(`5,501,Sam Ray,${stay},,,${m}/${d}/${y}`));
    expect(diff.moveOuts).toEqual([
      { line: 2, building: '5', unit: '501', name: 'Sam Ray', lastDay, reason: 'moveOut' },
      {
        line: null,
        building: '5',
        unit: '502',
        name: 'Tia Ung',
        lastDay: addDays(today(), -1),
        reason: 'notInFile',
      },
    ]);
    await apply(community.id, csvOf(`5,501,Sam Ray,${stay},,,${m}/${d}/${y}`));
    expect(await pickups(stay, (d) => gt(d, lastDay))).toBe(0);
    expect(await pickups(stay, (d) => lte(d, lastDay))).toBeGreaterThan(0);
    expect(await pickups(gone, (d) => gt(d, addDays(today(), -1)))).toBe(0);
    const doors = (await roster(community.id)).doors;
    expect(
      doors.map((door) => [
        door.unit,
        door.resident?.status ?? null,
        door.resident?.moveOut ?? null,
      ]),
    ).toEqual([
      ['501', 'moving-out', lastDay],
      ['502', null, null],
    ]);
    const again = await preview(community.id, csvOf(`5,501,Sam Ray,${stay},,,${m}/${d}/${y}`));
    expect(counts(again)).toMatchObject({ moveOuts: 0, moveIns: 0 });
  });

  test("a new email or phone for the same resident is a contact change; an existing account's email moves that account in", async () => {
    const community = await paidCommunity();
    const old = `old.${tag()}@x.example`;
    const fresh = `new.${tag()}@x.example`;
    await apply(community.id, csvOf(`6,601,Uma Vale,${old},281-555-0100,,`));
    const existing = await t.signUp();
    const diff = await apply(
      community.id,
      csvOf(
        `6,601,Uma Vale,${fresh},281-555-0199,,`,
        `6,602,Someone Else,${existing.input.email},,,`,
      ),
    );
    expect(diff.diff.contactChanges).toEqual([
      {
        line: 2,
        building: '6',
        unit: '601',
        name: 'Uma Vale',
        email: { from: old, to: fresh },
        phone: { from: '2815550100', to: '2815550199' },
      },
    ]);
    expect(diff.diff.moveIns).toMatchObject([{ line: 3, hasAccount: true }]);
    const [uma] = await t.db.select().from(users).where(eq(users.email, fresh));
    expect(uma).toMatchObject({ username: fresh, phone: '2815550199' });
    expect(
      await countOf(users, sql`lower(${users.email}) = ${existing.input.email.toLowerCase()}`),
    ).toBe(1);
    const [moved] = await t.db.select().from(users).where(eq(users.id, existing.user.id));
    expect(moved).toMatchObject({ communityId: community.id, building: '6', unit: '602' });
    const mail = await smtp.waitFor((m) => m.to.includes(existing.input.email));
    expect(mail.text).not.toContain('reset-password');
    expect(mail.text).toContain('/client-portal');
  });

  test('an account that reads Spanish is welcomed in Spanish; a new one in English', async () => {
    const community = await paidCommunity();
    const existing = await t.signUp();
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, existing.user.id));
    const newcomer = `nuevo.${tag()}@x.example`;
    await apply(
      community.id,
      csvOf(`8,801,Ana Ruiz,${existing.input.email},,,`, `8,802,Leo Park,${newcomer},,,`),
    );
    const spanish = await smtp.waitFor((m) => m.to.includes(existing.input.email));
    expect(spanish.subject).toBe(`Recolección de basura en su puerta en ${community.name}`);
    expect(spanish.text).toContain(
      `${community.name} ahora incluye la recolección de basura en la puerta de Katy Valet Trash`,
    );
    expect(spanish.text).toContain('Inicie sesión con su contraseña de siempre');
    expect(spanish.text).toContain('Abrir mi cuenta: http://app.test/client-portal');
    const english = await smtp.waitFor((m) => m.to.includes(newcomer));
    expect(english.subject).toBe(`Your doorstep trash pickup at ${community.name}`);
    expect(english.text).toContain('Choose my password: http://app.test/reset-password?token=');
  });

  test('a resident whose row is rejected stays as they are', async () => {
    const community = await paidCommunity();
    const email = `kept.${tag()}@x.example`;
    await apply(community.id, csvOf(`7,701,Vic Webb,${email},,,`));
    const diff = await preview(community.id, csvOf(`7,701,Vic Webb,${email},not a phone,,`));
    expect(counts(diff)).toMatchObject({ moveOuts: 0, rejected: 1 });
  });
});

describe("the property manager's roster", () => {
  /** A manager the office invited for `communityId`, who set a password and signed in. */
  async function signedInManager(communityId: number) {
    const email = `dana.${tag()}@manager.example`;
    const invited = await admin.post(`/api/admin/communities/${communityId}/managers`, {
      firstName: 'Dana',
      lastName: 'Ruiz',
      email,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const link = /\/reset-password\?token=(\S+)/.exec(mail.text);
    const token = decodeURIComponent(link![1]!);
    expect(
      (await t.client().post('/api/reset-password', { token, password: 'manager-pass-26' }))
        .statusCode,
    ).toBe(200);
    const client = t.client();
    expect(
      (await client.post('/api/login', { username: email, password: 'manager-pass-26' }))
        .statusCode,
    ).toBe(200);
    return client;
  }

  const managed = (id: number) => `/api/manager/communities/${id}/roster`;

  test("previews and applies their community's rent roll, and sees its roster and history", async () => {
    const community = await paidCommunity('Managed Commons');
    const manager = await signedInManager(community.id);
    const csv = csvOf(`8,801,Wren Xu,wren.${tag()}@x.example,,,`);
    const columns = await manager.inject({
      method: 'POST',
      url: `${managed(community.id)}/columns`,
      payload: { fileName: 'roll.csv', csv },
    });
    expect(columns.statusCode, columns.body).toBe(200);
    const previewed = await manager.inject({
      method: 'POST',
      url: `${managed(community.id)}/preview`,
      payload: upload(csv),
    });
    expect(previewed.json<RosterDiff>().moveIns).toHaveLength(1);
    const applied = await manager.inject({
      method: 'POST',
      url: `${managed(community.id)}/apply`,
      payload: upload(csv),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json().import).toMatchObject({ movedIn: 1, appliedBy: 'Dana Ruiz' });
    const listed = await manager.inject({ method: 'GET', url: managed(community.id) });
    expect(listed.json<Roster>().doors.map((d) => d.resident?.name)).toEqual(['Wren Xu']);
    const history = await manager.inject({
      method: 'GET',
      url: `${managed(community.id)}/imports`,
    });
    expect(history.json<RosterImport[]>()).toHaveLength(1);
  });

  test('a manager of another community gets a 404 on each roster call, and nothing is written', async () => {
    const mine = await paidCommunity('Mine Commons');
    const theirs = await paidCommunity('Theirs Commons');
    const manager = await signedInManager(mine.id);
    const csv = csvOf(`9,901,Yan Zed,yan.${tag()}@x.example,,,`);
    const calls = [
      { method: 'POST', url: `${managed(theirs.id)}/columns`, payload: { fileName: 'a.csv', csv } },
      { method: 'POST', url: `${managed(theirs.id)}/preview`, payload: upload(csv) },
      { method: 'POST', url: `${managed(theirs.id)}/apply`, payload: upload(csv) },
      { method: 'GET', url: managed(theirs.id) },
      { method: 'GET', url: `${managed(theirs.id)}/imports` },
    ] as const;
    for (const call of calls) {
      const res = await manager.inject(call);
      expect(res.statusCode, call.url).toBe(404);
    }
    expect(await countOf(rosterImports, sql`${rosterImports.communityId} = ${theirs.id}`)).toBe(0);
    expect(
      (
        await admin.inject({
          method: 'POST',
          url: `${managed(mine.id)}/preview`,
          payload: upload(csv),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a renewed lease', () => {
  test('a later move-out date than the one recorded keeps the resident served to the new date, once', async () => {
    const community = await paidCommunity();
    const email = `renew.${tag()}@x.example`;
    const first = addDays(today(), 2);
    const second = addDays(today(), 9);
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    await apply(community.id, csvOf(`3,301,Ola Penn,${email},,,${us(first)}`));
    const renewed = await apply(community.id, csvOf(`3,301,Ola Penn,${email},,,${us(second)}`));
    expect(renewed.diff.extensions).toEqual([
      {
        line: 2,
        building: '3',
        unit: '301',
        name: 'Ola Penn',
        startsOn: addDays(first, 1),
        moveOut: second,
      },
    ]);
    expect(counts(renewed.diff)).toMatchObject({ moveIns: 0, moveOuts: 0 });
    const [{ id }] = (await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))) as [{ id: number }];
    const served = await t.db
      .select({ date: serviceSchedules.serviceDate })
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .where(eq(subscriptions.userId, id));
    const dates = served.map((s) => s.date).sort();
    expect(dates.at(-1)).toBe(second);
    expect(new Set(dates).size).toBe(dates.length);
    const again = await preview(community.id, csvOf(`3,301,Ola Penn,${email},,,${us(second)}`));
    expect(again.extensions).toEqual([]);
    expect(again.unchanged).toBe(1);
    const door = (await roster(community.id)).doors[0]!;
    expect(door.resident).toMatchObject({ status: 'moving-out', moveOut: second });
  });
});

describe('a resident who pays for their own plan', () => {
  test('moving in on the roll, keeps their own pickups to the end of what they paid for, and the door starts that day', async () => {
    const community = await paidCommunity();
    const paidUntil = new Date(Date.now() + 10 * 24 * 60 * 60_000);
    const own = await t.customerWith('active', {
      provider: 'sandbox',
      currentPeriodEnd: paidUntil,
    });
    await apply(community.id, csvOf(`2,210,Pay Self,${own.input.email},,,`));
    const [door] = await t.db
      .select({ startsOn: subscriptions.startsOn })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, own.user.id), eq(subscriptions.payer, 'property')));
    expect(door!.startsOn).toBe(serviceClock(paidUntil).date);
    expect(
      await countOf(users, sql`lower(${users.email}) = ${own.input.email.toLowerCase()}`),
    ).toBe(1);
  });
});
