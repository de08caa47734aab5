import {
  dismissToast,
  showToastFromPreviousPage,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type ToastMessage,
} from '../lib/toast-store';

/**
 * Marks the toaster's region, which the page renders with its label in the page's language, and
 * the label of each toast's Close button, so the static pages' script writes no words of its own.
 */
export const TOASTER_ATTR = 'data-toaster';
export const CLOSE_LABEL_ATTR = 'data-close-label';

/** The region's look: above everything, bottom right, letting clicks through around its toasts. */
export const TOASTER_CLASS =
  'pointer-events-none fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4';

const CLOSE_ICON =
  '<svg aria-hidden="true" xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

const BASE = 'pointer-events-auto relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg';
const VARIANT_CLASS = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

function renderToast(message: ToastMessage, closeLabel: string): HTMLLIElement {
  const variant = message.variant ?? 'default';
  const item = document.createElement('li');
  item.dataset.variant = variant;
  item.className = `${BASE} ${VARIANT_CLASS[variant]}`;
  const title = document.createElement('p');
  title.className = 'text-sm font-semibold';
  title.textContent = message.title;
  item.append(title);
  if (message.description) {
    const description = document.createElement('p');
    description.className = 'text-sm opacity-95';
    description.textContent = message.description;
    item.append(description);
  }
  if (message.action) {
    const { label, onClick } = message.action;
    const action = document.createElement('button');
    action.type = 'button';
    action.textContent = label;
    action.className =
      'mt-1 justify-self-start rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-black/5';
    action.addEventListener('click', () => {
      dismissToast(message.id);
      onClick();
    });
    item.append(action);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', closeLabel);
  close.className = 'absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100';
  close.innerHTML = CLOSE_ICON;
  close.addEventListener('click', () => dismissToast(message.id));
  item.append(close);
  return item;
}

/**
 * Shows the toast store's one current toast (one at a time, 5 s:
 * docs/product.md#customer-facing-messages) in a live region, on the static marketing pages and in
 * the app alike. The timer waits while the pointer or focus is on the toast, so nobody loses a
 * message while reading or reaching for its close button. `region` is the page's (`TOASTER_ATTR`):
 * the toasts go in a list this adds to it.
 */
export function mountToaster(region: HTMLElement): () => void {
  const list = document.createElement('ol');
  list.className = 'flex flex-col gap-2';
  // The list is the live region and exists before any toast, so screen readers announce them.
  list.setAttribute('aria-live', 'polite');
  region.append(list);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown: ToastMessage | null = null;
  const stopTimer = () => clearTimeout(timer);
  const startTimer = () => {
    stopTimer();
    if (shown) timer = setTimeout(dismissToast, TOAST_DURATION_MS, shown.id);
  };
  const holding = () => region.matches(':hover') || region.contains(document.activeElement);

  showToastFromPreviousPage();
  const unsubscribe = subscribeToToasts((message) => {
    shown = message;
    stopTimer();
    list.setAttribute('aria-live', message?.variant === 'destructive' ? 'assertive' : 'polite');
    const closeLabel = region.getAttribute(CLOSE_LABEL_ATTR) ?? '';
    list.replaceChildren(...(message ? [renderToast(message, closeLabel)] : []));
    if (message && !holding()) startTimer();
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shown) dismissToast(shown.id);
  };
  const resumeUnlessHeld = () => {
    // Focus and hover both hold the toast; it resumes only when neither does.
    requestAnimationFrame(() => {
      if (!holding()) startTimer();
    });
  };
  region.addEventListener('pointerenter', stopTimer);
  region.addEventListener('pointerleave', resumeUnlessHeld);
  region.addEventListener('focusin', stopTimer);
  region.addEventListener('focusout', resumeUnlessHeld);
  region.addEventListener('keydown', onKeyDown);

  return () => {
    stopTimer();
    unsubscribe();
    region.removeEventListener('pointerenter', stopTimer);
    region.removeEventListener('pointerleave', resumeUnlessHeld);
    region.removeEventListener('focusin', stopTimer);
    region.removeEventListener('focusout', resumeUnlessHeld);
    region.removeEventListener('keydown', onKeyDown);
    list.remove();
  };
}
