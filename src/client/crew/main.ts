import { LANGUAGE_NAMES, isLanguage, type Language } from '../../domain/i18n/languages';
import {
  CrewActionSchema,
  type CrewAction,
  type CrewRoute,
  type PickupOutcome,
} from '../../domain/schemas/crew';
import { ProblemDialog, type ProblemReport } from './problem-dialog';
import { refusalWords } from './refusals';
import { RouteList } from './route-list';
import { DAYS, routeView, serviceDateOf, type Day } from './route-model';
import * as store from './store';
import { flushQueue, type SyncResult } from './sync';
import {
  TEXT,
  chooseLanguage,
  languageUnsent,
  sendChosenLanguage,
  storedLanguage,
  loadLanguage,
} from './texts';
import { doorName, escape } from './view';
import { CHANNEL, CREW_SCOPE, CREW_SW_URL, SYNC_TAG, type ChannelMessage } from './worker-contract';

// The crew app (docs/product.md#crew-app): the porter's route for today or tomorrow, one tap per
// door, every tap kept on the phone first and sent when the network allows
// (docs/decisions/031-crew-app-offline-first.md).

type Auth = 'unknown' | 'porter' | 'signed-out' | 'not-porter';

const state = {
  day: 'today' as Day,
  query: '',
  routes: new Map<string, store.SavedRoute>(),
  /** Days whose route could not be read from the server this session. */
  loadFailed: new Set<string>(),
  queue: [] as store.QueuedAction[],
  notices: [] as store.Notice[],
  auth: 'unknown' as Auth,
  sending: false,
  offline: !navigator.onLine,
};

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const doorsEl = $('doors');
const list = new RouteList(doorsEl);
let problem: ProblemDialog;
const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;

const dateOf = (day: Day) => serviceDateOf(day);

// ---- Drawing

function drawTabs() {
  for (const tab of document.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
    const day = tab.dataset.day as Day;
    const selected = day === state.day;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.querySelector('[data-date]')!.textContent = TEXT.tabDate(dateOf(day));
    if (selected) $('route').setAttribute('aria-labelledby', tab.id);
  }
  $('title').textContent = TEXT.title(state.day);
}

/** The page's own words (index.html names each by its text in TEXT), and the language switch. */
function drawPageText() {
  const word = (key: string | undefined) => {
    const value = key === undefined ? undefined : TEXT[key as keyof typeof TEXT];
    return typeof value === 'string' ? value : '';
  };
  for (const el of document.querySelectorAll<HTMLElement>('[data-text]')) {
    el.textContent = word(el.dataset.text);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-text-label]')) {
    el.setAttribute('aria-label', word(el.dataset.textLabel));
  }
  const other: Language = TEXT.language === 'es' ? 'en' : 'es';
  const button = $('language');
  button.textContent = LANGUAGE_NAMES[other];
  button.lang = other;
  button.dataset.language = other;
}

/**
 * A route on show is a porter's: signed in, or a phone that kept its route (offline, or its
 * session over). Otherwise the app offers only the sign-in: no Sign out, no "All sent" for
 * nothing sent, no days or search.
 */
const routeShown = () =>
  state.auth === 'porter' || (state.auth !== 'not-porter' && state.routes.size > 0);

function drawFrame() {
  const shown = routeShown();
  $('sign-out').hidden = !(state.auth === 'not-porter' || (state.auth !== 'signed-out' && shown));
  $('days').hidden = !shown;
  $('find-bar').hidden = !shown;
}

function drawSync() {
  const waiting = state.queue.length;
  const sync = $('sync');
  if (!routeShown() && waiting === 0) {
    sync.textContent = '';
    delete sync.dataset.state;
    return;
  }
  const parts: string[] = [];
  if (state.offline) parts.push(TEXT.offline);
  if (waiting === 0) parts.push(TEXT.allSent);
  else parts.push(state.sending ? TEXT.sending(waiting) : TEXT.waiting(waiting));
  sync.textContent = parts.join(' · ');
  sync.dataset.state = waiting === 0 ? 'sent' : state.offline ? 'offline' : 'waiting';
}

/** The server's words, or what the app says when it gave none. */
const noticeMessage = (notice: store.Notice) =>
  notice.message
    ? refusalWords(notice.message)
    : notice.what === 'photo'
      ? TEXT.photoRefused
      : TEXT.actionRefused;

function drawAlerts() {
  const parts: string[] = [];
  if (state.auth === 'signed-out' || state.auth === 'not-porter') {
    const text =
      state.auth === 'not-porter'
        ? TEXT.notPorter
        : state.queue.length > 0
          ? `${TEXT.waiting(state.queue.length)}. ${TEXT.signInToSend}.`
          : TEXT.signedOut;
    parts.push(
      `<div class="alert"><p>${escape(text)}</p><a class="button primary" href="/login">${TEXT.signIn}</a></div>`,
    );
  }
  for (const notice of state.notices) {
    parts.push(
      `<div class="alert refused"><p><strong>${TEXT.refusedTitle}.</strong> ${escape(
        TEXT.refused(notice.door, noticeMessage(notice)),
      )}</p><button type="button" class="button secondary" data-dismiss="${escape(notice.id)}">${TEXT.dismiss}</button></div>`,
    );
  }
  $('alerts').innerHTML = parts.join('');
}

function drawRoute() {
  const date = dateOf(state.day);
  const saved = state.auth === 'not-porter' ? undefined : state.routes.get(date);
  const note = $('route-note');
  const progressText = $('progress-text');
  const progress = $<HTMLProgressElement>('progress');
  if (!saved) {
    list.clear();
    progressText.textContent =
      state.auth === 'unknown' && !state.loadFailed.has(date) ? TEXT.loading : '';
    progress.hidden = true;
    note.hidden = state.auth === 'unknown' && !state.loadFailed.has(date);
    note.textContent = state.offline ? TEXT.notSaved : TEXT.loadFailed;
    if (state.auth === 'signed-out' || state.auth === 'not-porter') note.hidden = true;
    return;
  }
  const view = routeView(
    saved.route,
    state.queue.filter((item) => item.date === date).map((item) => item.action),
  );
  progressText.textContent = TEXT.progress(view.done, view.total);
  progress.hidden = false;
  progress.max = Math.max(1, view.total);
  progress.value = view.done;
  const stale = state.offline || state.loadFailed.has(date);
  note.hidden = !stale && view.total > 0;
  note.textContent = view.total === 0 ? TEXT.noStops : TEXT.savedAt(TEXT.time(saved.savedAt));
  list.show(view, state.query);
  drawFindCount();
}

function drawFindCount() {
  const count = list.filter(state.query);
  $('find-count').textContent = state.query
    ? count === 0
      ? TEXT.noMatch(state.query)
      : TEXT.matches(count)
    : '';
}

function draw() {
  drawPageText();
  drawFrame();
  drawTabs();
  drawSync();
  drawAlerts();
  drawRoute();
}

// ---- Data

async function reloadLocal() {
  const [queue, notices, ...routes] = await Promise.all([
    store.queued(),
    store.notices(),
    ...DAYS.map((day) => store.readRoute(dateOf(day))),
  ]);
  state.queue = queue;
  state.notices = notices;
  for (const saved of routes) if (saved) state.routes.set(saved.date, saved);
}

/** Reads both days from the server and keeps them on the phone. */
async function refreshRoutes() {
  const dates = DAYS.map(dateOf);
  await Promise.all(
    dates.map(async (date) => {
      let res: Response;
      try {
        res = await fetch(`/api/crew/route?date=${date}`, { credentials: 'same-origin' });
      } catch {
        state.offline = true;
        state.loadFailed.add(date);
        return;
      }
      state.offline = false;
      if (res.status === 401) state.auth = 'signed-out';
      else if (res.status === 403) state.auth = 'not-porter';
      if (!res.ok) {
        state.loadFailed.add(date);
        return;
      }
      state.auth = 'porter';
      state.loadFailed.delete(date);
      const route = (await res.json()) as CrewRoute;
      await store.saveRoute(route, dates);
    }),
  );
  // Someone who is not a porter signed in: nothing of the last porter's route stays on show.
  if (state.auth === 'not-porter') await store.forgetRoutes();
  if (state.auth === 'porter') await followServerLanguage();
  state.routes.clear();
  await reloadLocal();
  draw();
}

// ---- Language

/** Shows the app in `language`: every word on the page is drawn again. */
async function showLanguage(language: Language, chosen: boolean) {
  if (chosen) await chooseLanguage(language);
  else await loadLanguage(language);
  problem.draw();
  list.clear();
  draw();
}

/**
 * The porter's language as the server keeps it (chosen at sign-up, or on another phone), unless
 * one chosen on this phone is still on its way there: then it goes first.
 */
async function followServerLanguage() {
  if (languageUnsent()) {
    await sendChosenLanguage();
    return;
  }
  try {
    const res = await fetch('/api/user', { credentials: 'same-origin' });
    if (!res.ok) return;
    const { language } = (await res.json()) as { language?: unknown };
    if (isLanguage(language) && language !== TEXT.language) await showLanguage(language, false);
  } catch {
    // Offline: the phone keeps the language it has.
  }
}

// ---- Sending

const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function retryLater() {
  clearTimeout(retryTimer);
  const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.min(failures, 10));
  retryTimer = setTimeout(() => void sendNow(), base * (0.75 + Math.random() * 0.5));
}

async function sendNow(): Promise<void> {
  clearTimeout(retryTimer);
  if (state.queue.length === 0 || state.sending) return;
  state.sending = true;
  drawSync();
  let result: SyncResult;
  try {
    result = await flushQueue(store.syncStore);
  } finally {
    state.sending = false;
  }
  await reloadLocal();
  if (result.status === 'sent') {
    failures = 0;
    state.offline = false;
    if (state.auth === 'signed-out') state.auth = 'porter';
    channel?.postMessage({ type: 'changed' } satisfies ChannelMessage);
  } else if (result.status === 'offline') {
    failures += 1;
    state.offline = !navigator.onLine;
    retryLater();
  } else if (result.status === 'signed-out') {
    state.auth = 'signed-out';
  } else {
    // The other sender tells the channel when it is done; this is in case it never does.
    retryLater();
  }
  draw();
  if (result.status === 'sent') {
    // Actions recorded while this batch was on its way go next; then the server's copy is read.
    if (state.queue.length > 0) return sendNow();
    void refreshRoutes();
  }
}

/** Asks the browser to send in the background too: it does even once the app is closed. */
async function askBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration(CREW_SCOPE)) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No background sync here (or it is switched off): the page sends while it is open.
  }
}

async function record(
  scheduleId: number,
  outcome: PickupOutcome,
  { report, thanks = false }: { report?: ProblemReport; thanks?: boolean } = {},
) {
  const date = dateOf(state.day);
  const door = list.doorAt(scheduleId);
  if (!door) return;
  // Collected again, a thank-you note already left stays left.
  const keepsThanks = door.outcome?.outcome === 'collected' && door.outcome.thanks;
  const action: CrewAction = CrewActionSchema.parse({
    id: crypto.randomUUID(),
    scheduleId,
    outcome,
    reason: report?.reason ?? null,
    bagCount: report?.bagCount ?? null,
    note: report?.note ?? null,
    photoId: report ? crypto.randomUUID() : null,
    thanks: outcome === 'collected' && (thanks || keepsThanks),
    occurredAt: new Date().toISOString(),
  });
  const item: store.QueuedAction = {
    id: action.id,
    date,
    door: doorName(door),
    action,
    photo: report?.photo ?? null,
    photoSent: false,
  };
  await store.enqueue(item);
  state.queue.push(item);
  drawSync();
  drawRoute();
  void askBackgroundSync();
  void sendNow();
}

// ---- Events

doorsEl.addEventListener('click', (event) => {
  const target = event.target as Element;
  const thanks = target.closest<HTMLButtonElement>('button[data-thanks]');
  const thanksLi = thanks?.closest<HTMLElement>('[data-stop]');
  if (thanksLi) {
    void record(Number(thanksLi.dataset.stop), 'collected', { thanks: true });
    return;
  }
  const button = target.closest<HTMLButtonElement>('button[data-outcome]');
  const li = button?.closest<HTMLElement>('[data-stop]');
  if (!button || !li) return;
  const scheduleId = Number(li.dataset.stop);
  const outcome = button.dataset.outcome as PickupOutcome;
  if (outcome !== 'problem') {
    void record(scheduleId, outcome);
    return;
  }
  const door = list.doorAt(scheduleId);
  if (!door) return;
  void problem.open(doorName(door)).then((report) => {
    if (report) void record(scheduleId, 'problem', { report });
  });
});

const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
function selectDay(day: Day, focus = false) {
  state.day = day;
  draw();
  if (focus) tabs.find((tab) => tab.dataset.day === day)?.focus();
}
for (const tab of tabs) {
  tab.addEventListener('click', () => selectDay(tab.dataset.day as Day));
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    selectDay(state.day === 'today' ? 'tomorrow' : 'today', true);
  });
}

$<HTMLInputElement>('find').addEventListener('input', (event) => {
  state.query = (event.target as HTMLInputElement).value;
  drawFindCount();
});

$('alerts').addEventListener('click', (event) => {
  const id = (event.target as Element).closest<HTMLElement>('[data-dismiss]')?.dataset.dismiss;
  if (!id) return;
  void store.dismissNotice(id).then(async () => {
    await reloadLocal();
    drawAlerts();
  });
});

$('language').addEventListener('click', async () => {
  const language = $('language').dataset.language;
  if (!isLanguage(language)) return;
  await showLanguage(language, true);
  $('language').focus();
  void sendChosenLanguage();
});

$('sign-out').addEventListener('click', async () => {
  await reloadLocal();
  if (state.queue.length > 0) {
    $('alerts').innerHTML =
      `<div class="alert"><p>${escape(TEXT.signOutBlocked(state.queue.length))}</p></div>`;
    return;
  }
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    await store.forgetRoutes();
    location.assign('/login');
  }
});

window.addEventListener('online', () => {
  state.offline = false;
  failures = 0;
  drawSync();
  void sendNow();
  void refreshRoutes();
});
window.addEventListener('offline', () => {
  state.offline = true;
  drawSync();
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'visible') return;
  void reloadLocal().then(() => {
    draw();
    void sendNow();
    void refreshRoutes();
  });
});
channel?.addEventListener('message', () => {
  void reloadLocal().then(draw);
});

// ---- Start

async function start() {
  await loadLanguage(storedLanguage());
  problem = new ProblemDialog($<HTMLDialogElement>('problem'));
  await reloadLocal();
  draw();
  if ('serviceWorker' in navigator && !import.meta.env.DEV) {
    navigator.serviceWorker.register(CREW_SW_URL, { scope: CREW_SCOPE }).catch(() => undefined);
  }
  await refreshRoutes();
  void sendNow();
}

void start();
