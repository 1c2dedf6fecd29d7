import { Link } from "react-router";
import { BRAND } from "../../../../domain/brand";

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={`${BRAND.name} home`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="font-display text-xl font-semibold tracking-tight text-stone-900 dark:text-white">
        {BRAND.name}
      </span>
    </Link>
  );
}
