import type { ListingStatus } from "../../../../domain/vocabulary";

export const STATUS_LABEL: Record<ListingStatus, string> = {
  published: "Published",
  draft: "Draft",
  archived: "Archived",
};

const TONE: Record<ListingStatus, string> = {
  published: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-50",
  draft: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  archived: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100",
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>{STATUS_LABEL[status]}</span>
  );
}
