import type { ComponentProps } from "react";

const VARIANT = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary:
    "border border-stone-300 text-stone-900 hover:bg-stone-100 dark:border-stone-700 dark:text-white dark:hover:bg-stone-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** A destructive action beside others, quieter than `danger`. */
  "danger-outline":
    "border border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-200 dark:hover:bg-red-950",
} as const;

const SIZE = {
  sm: "rounded-full px-4 py-2 text-sm",
  md: "rounded-full px-5 py-2.5",
  lg: "rounded-full px-6 py-3",
  /** Beside a text input, shaped like it ("Add"). */
  inline: "shrink-0 rounded-xl px-4 py-2",
} as const;

export type ButtonVariant = keyof typeof VARIANT;
export type ButtonSize = keyof typeof SIZE;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
}

/**
 * The class of a button, or of a link that looks like one (`<Link className={buttonClass()}>`). Busy buttons
 * (aria-busy) show the wait cursor; the focus ring is the global :focus-visible outline.
 */
export function buttonClass({ variant = "primary", size = "lg", block = false }: ButtonLook = {}): string {
  return `inline-flex items-center justify-center gap-2 text-center font-semibold disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait ${VARIANT[variant]} ${SIZE[size]}${block ? " w-full" : ""}`;
}

/**
 * A button of the house look. `busy` disables it and tells assistive technology it is working; `busyLabel`
 * replaces the text meanwhile ("Saving…").
 */
export function Button({
  variant,
  size,
  block,
  busy = false,
  busyLabel,
  type = "button",
  className = "",
  disabled,
  children,
  ...rest
}: ComponentProps<"button"> & ButtonLook & { busy?: boolean; busyLabel?: string }) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass({ variant, size, block })} ${className}`}
      {...rest}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
