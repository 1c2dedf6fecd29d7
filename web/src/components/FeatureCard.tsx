import type { ComponentType, SVGProps } from "react";

export interface Feature {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
}

/** One point of a feature grid (why travel with us, who can host): an icon in a tinted square, a title, a line. */
export function FeatureCard({ Icon, title, text }: Feature) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
        <Icon width={22} height={22} />
      </span>
      <h3 className="mt-4 font-semibold text-stone-900 dark:text-white">{title}</h3>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{text}</p>
    </li>
  );
}
