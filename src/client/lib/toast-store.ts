import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
};

// Spec §9: at most one toast at a time; a new one replaces the current one.
export const TOAST_DURATION_MS = 5000;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

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

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
