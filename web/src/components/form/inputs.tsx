import type { ComponentProps, ReactNode } from "react";
import { useFieldControl } from "./Field";
import { INPUT } from "./styles";

/**
 * The kit's controls: the house look, and inside a Field its id and aria attributes (props given here win, for a
 * control used alone).
 */

export function TextInput({ className = "", ...props }: ComponentProps<"input">) {
  return <input {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

export function TextArea({ className = "", ...props }: ComponentProps<"textarea">) {
  return <textarea {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

export function Select({ className = "", ...props }: ComponentProps<"select">) {
  return <select {...useFieldControl()} className={`${INPUT} ${className}`} {...props} />;
}

/**
 * A number typed as text (inputMode numeric, or decimal for money), so a half-typed value is never lost; the
 * form's schema checks it. `prefix` and `suffix` stand beside it ("€", "days").
 */
export function NumberInput({
  decimal = false,
  prefix,
  suffix,
  className = "max-w-32",
  ...props
}: Omit<ComponentProps<"input">, "prefix"> & { decimal?: boolean; prefix?: ReactNode; suffix?: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      {prefix && (
        <span aria-hidden="true" className="text-lg font-semibold text-stone-700 dark:text-stone-200">
          {prefix}
        </span>
      )}
      <TextInput inputMode={decimal ? "decimal" : "numeric"} className={className} {...props} />
      {suffix && <span className="text-stone-600 dark:text-stone-300">{suffix}</span>}
    </div>
  );
}
