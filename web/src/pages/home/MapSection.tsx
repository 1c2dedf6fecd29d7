import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { MapHost } from "../../../../domain/api/home";
import { MESSAGES } from "../../../../domain/messages";
import { call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { useAppQuery } from "../../lib/query";
import { SectionHeading } from "./SectionHeading";

const HostsMap = lazy(() => import("./HostsMap"));

/** Spec §9: the map loads once it is within 200 px of the viewport. */
export const MAP_ROOT_MARGIN = "200px";

function Placeholder() {
  return (
    <div className="flex h-full items-center justify-center bg-sand-100 text-stone-600 dark:bg-stone-900 dark:text-stone-300">
      <p>{MESSAGES.mapPlaceholder}</p>
    </div>
  );
}

/** If the map library fails to load or render, the placeholder stays (spec §2). */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error("Map failed to load", error);
  }
  override render() {
    return this.state.failed ? <Placeholder /> : this.props.children;
  }
}

export function MapSection({ hosts }: { hosts: MapHost[] | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const navigate = useStableNavigate();
  const config = useAppQuery({
    queryKey: ["config"],
    queryFn: ({ signal }) => call("GET /api/config", { signal }),
    enabled: near,
  });
  const openHost = useCallback((slug: string) => navigate(`/host/${encodeURIComponent(slug)}`), [navigate]);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: MAP_ROOT_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const ready = near && hosts !== undefined && !config.isPending;
  return (
    <section aria-labelledby="hosts-map-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="hosts-map-heading"
        eyebrow="Where our hosts are"
        title="Hosts from the Caspian to the Himalaya"
      />
      <div
        ref={ref}
        data-testid="map-section"
        className="relative z-0 mt-8 h-[22rem] overflow-hidden rounded-3xl ring-1 ring-stone-900/5 sm:h-[28rem] dark:ring-white/10"
      >
        {ready ? (
          <MapBoundary>
            <Suspense fallback={<Placeholder />}>
              <HostsMap hosts={hosts} tileUrl={config.data?.mapTileUrl ?? null} onOpenHost={openHost} />
            </Suspense>
          </MapBoundary>
        ) : (
          <Placeholder />
        )}
      </div>
    </section>
  );
}
