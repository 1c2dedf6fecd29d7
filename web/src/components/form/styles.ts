/** The form kit's looks, for controls the kit's components do not draw themselves (a date input, a custom row). */

export const INPUT =
  "w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-700 focus:outline-none aria-[invalid=true]:border-red-700 dark:border-stone-700 dark:bg-stone-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
export const LABEL = "mb-1 block text-sm font-medium text-stone-800 dark:text-stone-200";
export const HINT = "mt-1 text-sm text-stone-600 dark:text-stone-300";
/** The white card a form (or one part of a long one) sits in. */
export const CARD =
  "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 sm:p-8 dark:bg-stone-900 dark:ring-white/10";
/** A radio or checkbox drawn as a card around its label; outlined when checked or focused by keyboard. */
export const CHOICE =
  "flex cursor-pointer gap-3 rounded-2xl border border-stone-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-stone-700 dark:bg-stone-900 dark:has-[:checked]:border-brand-200 dark:has-[:checked]:bg-stone-800";
