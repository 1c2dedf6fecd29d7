import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** Spec §9: toasts last 2000 ms; one visible at a time in one toast layer. */
export const TOAST_DURATION_MS = 2000;

/** A toast's one button besides Dismiss ("View" on a notification). */
export interface ToastAction {
  label: string;
  run: () => void;
}

interface Toast {
  id: number;
  message: string;
  tone: "info" | "error" | "success";
  action?: ToastAction;
}

interface ToastState {
  toast: (message: string, tone?: Toast["tone"], action?: ToastAction) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastState | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  const nextId = useRef(1);
  const toast = useCallback((message: string, tone: Toast["tone"] = "info", action?: ToastAction) => {
    setCurrent({ id: nextId.current++, message, tone, action });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent((t) => (t?.id === current.id ? null : t)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const tones = {
    info: "bg-stone-900 text-white dark:bg-stone-100 dark:text-stone-900",
    success: "bg-brand-700 text-white",
    error: "bg-red-700 text-white",
  };
  return (
    <ToastContext value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-[90] flex justify-center px-4 md:bottom-6"
      >
        {current && (
          <div
            role="status"
            key={current.id}
            className={`pointer-events-auto flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${tones[current.tone]}`}
          >
            <span>{current.message}</span>
            {current.action && (
              <button
                type="button"
                onClick={() => {
                  current.action?.run();
                  dismiss();
                }}
                className="rounded px-1 font-semibold underline underline-offset-2"
              >
                {current.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={dismiss}
              className="rounded px-1 opacity-80 hover:opacity-100"
              aria-label="Dismiss"
            >
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastState {
  const state = useContext(ToastContext);
  if (!state) throw new Error("useToast needs a ToastProvider");
  return state;
}
