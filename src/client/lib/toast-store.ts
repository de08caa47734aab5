export type ToastVariant = 'default' | 'destructive';
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button beside the text (Undo); choosing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
};

// At most one toast at a time (docs/product.md#customer-facing-messages); a new one replaces the
// current one.
export const TOAST_DURATION_MS = 5000;

// Plain module state, no React: the static marketing pages raise toasts from their islands too.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<(toast: ToastMessage | null) => void>();
const emit = () => listeners.forEach((l) => l(current));

export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

// sessionStorage: this tab's next page, and only it, finds the toast.
const NEXT_PAGE_KEY = 'toast-for-next-page';

/**
 * Hands the toast on screen to the page the browser is about to load: the static pages' forms
 * (/login, /signup) move on by loading the app. Storage may be refused (private modes); the toast
 * is then lost, not the page.
 */
export function keepToastForNextPage(): void {
  if (!current) return;
  const { title, description, variant } = current;
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ title, description, variant }));
  } catch {
    // Nothing to hand over without storage.
  }
}

/** Shows the toast the previous page left for this one, once. */
export function showToastFromPreviousPage(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(NEXT_PAGE_KEY);
    sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  if (stored) toast(JSON.parse(stored) as Omit<ToastMessage, 'id' | 'action'>);
}

/** Calls `listener` with the current toast now and on every change; returns the unsubscribe. */
export function subscribeToToasts(listener: (toast: ToastMessage | null) => void): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
