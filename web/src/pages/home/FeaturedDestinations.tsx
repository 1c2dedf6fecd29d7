import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { CountryHostCount } from "../../../../domain/api/home";
import { featuredDestinations } from "../../../../domain/featured";
import { photoProps } from "../../../../domain/media";
import { useAuth } from "../../auth/context";
import { skeletonKeys } from "../../components/Skeletons";
import type { DestinationImageStart } from "../admin/DestinationImageDialog";
import { SectionHeading } from "./SectionHeading";

// Only admins ever open it: nobody else downloads its code (nor the upload's).
const DestinationImageDialog = lazy(() =>
  import("../admin/DestinationImageDialog").then((m) => ({ default: m.DestinationImageDialog })),
);

/**
 * Spec §5: only featured countries with at least one host, "N+ local hosts", linking to /hosts?country=…; admins
 * also get an "Edit image" button on each (spec §4 "Destination image editing").
 */
export function FeaturedDestinations({ countries, loading }: { countries: CountryHostCount[]; loading: boolean }) {
  const images = new Map(countries.map((c) => [c.country, c]));
  const featured = featuredDestinations(countries);
  const admin = useAuth().profile?.is_admin === true;
  const [editing, setEditing] = useState<DestinationImageStart | null>(null);
  return (
    <section aria-labelledby="destinations" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="destinations" eyebrow="Featured destinations" title="Countries worth the detour" />
      <ul aria-busy={loading} className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {loading &&
          skeletonKeys(6).map((k) => (
            <li
              key={k}
              aria-hidden="true"
              className="aspect-[4/5] animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800"
            />
          ))}
        {featured.map((d) => {
          const image = images.get(d.country);
          return (
            <li key={d.country} className="relative">
              <Link
                to={`/hosts?country=${encodeURIComponent(d.country)}`}
                className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900"
              >
                {image?.image_url && (
                  <img
                    {...photoProps(image.image_url, "(min-width: 1024px) 240px, 50vw")}
                    alt={image.alt_text ?? `${d.country} destination`}
                    loading="lazy"
                    decoding="async"
                    width={480}
                    height={600}
                    className="size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                )}
                <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/10 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-3 text-white">
                  <span className="block font-display text-lg font-semibold">{d.country}</span>
                  <span className="text-xs text-white/90">{d.label}</span>
                </span>
              </Link>
              {admin && (
                <button
                  type="button"
                  onClick={() =>
                    setEditing({
                      country: d.country,
                      image_url: image?.image_url ?? null,
                      alt_text: image?.alt_text ?? null,
                    })
                  }
                  aria-label={`Edit image: ${d.country}`}
                  className="absolute top-2 right-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  Edit image
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {editing && (
        <Suspense fallback={null}>
          <DestinationImageDialog start={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}
