/**
 * The toast queue without its renderer: `toast()` may be called from any module without pulling
 * Radix Toast into that module's chunk (the Toaster in toast.tsx loads at first interaction).
 */
/** At most one toast visible; each stays 5000 ms unless it says otherwise. */
export const TOAST_DEFAULT_MS = 5000;

type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  durationMs?: number;
};

type ToastItem = ToastInput & { id: number; open: boolean };

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * Show a toast from anywhere (components, event handlers, hooks). Replaces the visible one.
 * Returns its id, for the rare caller that must take it down early (`dismiss`).
 */
export function toast(input: ToastInput): number {
  current = { ...input, id: nextId++, open: true };
  emit();
  return current.id;
}

export function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

/** Takes down the visible toast, whichever it is. */
export function dismissVisible() {
  if (current?.open) dismiss(current.id);
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function snapshot(): ToastItem | null {
  return current;
}
