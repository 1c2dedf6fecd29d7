import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { MAX_DESTINATIONS_MENU } from "../../../../domain/featured";
import { api } from "../../lib/api";
import { ChevronDownIcon } from "../icons";

/** Spec §2 header: up to 20 countries that have listings, then "View all destinations". */
export function DestinationsMenu() {
  const { data } = useQuery({ queryKey: ["countries"], queryFn: ({ signal }) => api.countries(signal) });
  const countries = (data?.countries ?? []).slice(0, MAX_DESTINATIONS_MENU);
  const item =
    "block rounded-lg px-3 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 dark:text-stone-200 dark:data-[highlighted]:bg-stone-800 dark:data-[highlighted]:text-white";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800">
        Destinations <ChevronDownIcon width={16} height={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 max-h-[70vh] w-[min(32rem,92vw)] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-stone-900/10 dark:bg-stone-900 dark:ring-white/10"
        >
          <div className="grid grid-cols-2 gap-0.5">
            {countries.map((c) => (
              <DropdownMenu.Item key={c.country} asChild>
                <Link to={`/hosts?country=${encodeURIComponent(c.country)}`} className={item}>
                  {c.country}
                </Link>
              </DropdownMenu.Item>
            ))}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100 dark:bg-stone-800" />
          <DropdownMenu.Item asChild>
            <Link to="/destinations" className={`${item} font-semibold text-brand-700 dark:text-brand-200`}>
              View all destinations
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
