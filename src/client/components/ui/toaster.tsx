import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, useCurrentToast } from '../../lib/toast-store';

/** Renders the single current toast (spec §9: one at a time, 5 s). */
export function Toaster() {
  const current = useCurrentToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current ? (
        <Toast.Root
          key={current.id}
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={current.variant ?? 'default'}
          className={cn(
            'relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg',
            current.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-ink',
          )}
        >
          <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
          {current.description ? (
            <Toast.Description className="text-sm opacity-95">
              {current.description}
            </Toast.Description>
          ) : null}
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
