import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { AdminParticipant } from "../../../../domain/api/admin-conversations";
import { Button } from "../../components/ui/Button";

// The pieces /admin/conversations and /admin/admin-chat share: a person's role, a badge, the search box.

const ROLE_LABEL: Record<NonNullable<AdminParticipant["role"]>, string> = {
  traveler: "Traveler",
  host: "Host",
  support: "Support",
};

/** "Traveler", "Host · Admin", "No profile yet"… */
export function roleLabel(p: AdminParticipant): string {
  const role = p.role ? ROLE_LABEL[p.role] : "No profile yet";
  return p.is_admin ? `${role} · Admin` : role;
}

export function Badge({ tone, children }: { tone: "red" | "stone" | "brand"; children: ReactNode }) {
  const look = {
    red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
    stone: "bg-stone-100 text-stone-700 dark:bg-stone-800 dark:text-stone-200",
    brand: "bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-brand-200",
  }[tone];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}

/** The search box of an admin list: submits on Enter or the button; the term lives in the URL. */
export function SearchForm({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search className="block">
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-stone-800 dark:text-stone-100">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2 dark:border-stone-700 dark:bg-stone-900"
          />
          <Button type="submit" size="inline">
            Search
          </Button>
        </div>
      </form>
    </search>
  );
}
