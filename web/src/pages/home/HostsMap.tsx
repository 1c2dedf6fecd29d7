import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { activityLabel } from "../../../../domain/activity";
import type { MapHost } from "../../../../domain/api/home";
import { MERCATOR_MAX_LAT } from "../../../../domain/map";
import worldOutline from "./world-outline.svg?url";

export interface HostsMapProps {
  hosts: MapHost[];
  /** a raster tile URL template from configuration; without one the bundled world outline is drawn */
  tileUrl: string | null;
  onOpenHost: (slug: string) => void;
}

/** The square Web Mercator draws the world in (the outline image's bounds). */
const WORLD_BOUNDS: L.LatLngBoundsExpression = [
  [-MERCATOR_MAX_LAT, -180],
  [MERCATOR_MAX_LAT, 180],
];

const TYPE_LABEL: Record<MapHost["host_type"], string> = {
  guide: "Guide",
  driver: "Driver",
  tour_operator: "Tour operator",
};

function popupContent(host: MapHost, onOpenHost: (slug: string) => void): HTMLElement {
  // Built with DOM APIs so host-provided names can never inject markup.
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = `/host/${encodeURIComponent(host.slug)}`;
  link.textContent = host.name;
  link.className = "font-semibold";
  link.addEventListener("click", (e) => {
    e.preventDefault();
    onOpenHost(host.slug);
  });
  const meta = document.createElement("div");
  meta.textContent = [TYPE_LABEL[host.host_type], [host.city, host.country].filter(Boolean).join(", ")].join(" · ");
  const activity = document.createElement("div");
  activity.textContent = activityLabel(host.last_seen_at);
  box.append(link, meta, activity);
  return box;
}

/** The hosts map: Leaflet with host markers over configured tiles or, offline, a bundled world outline. */
export default function HostsMap({ hosts, tileUrl, onOpenHost }: HostsMapProps) {
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const map = L.map(el, {
      scrollWheelZoom: false,
      worldCopyJump: true,
      zoomSnap: 0.5,
      minZoom: 1.5,
      // The bundled outline is 1:110m data drawn as one image: closer than this shows nothing more of it.
      maxZoom: tileUrl ? 12 : 6,
      attributionControl: Boolean(tileUrl),
    });
    if (tileUrl) {
      L.tileLayer(tileUrl, { maxZoom: 12, attribution: "Map data © OpenStreetMap contributors" }).addTo(map);
    } else {
      // One image over the world's bounds (scripts/world-outline.ts): the browser draws it, where projecting every
      // country's border in the map's own layers was a task of 190-250 ms at 4x CPU slowdown (decision 054).
      L.imageOverlay(worldOutline, WORLD_BOUNDS, { interactive: false, className: "world-outline" }).addTo(map);
    }
    const icon = L.divIcon({
      className: "host-marker",
      iconSize: [24, 24],
      iconAnchor: [12, 12],
      popupAnchor: [0, -10],
    });
    if (hosts.length > 0) {
      const bounds = L.latLngBounds(hosts.map((h) => [h.lat, h.lng] as [number, number]));
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 5 });
    } else {
      map.setView([35, 60], 2.5);
    }
    // The markers go in a task of their own: the map and its view first, then the pins (each a few DOM nodes and
    // listeners), so neither is one long task on a slow phone (decision 055).
    const adding = setTimeout(() => {
      for (const h of hosts) {
        L.marker([h.lat, h.lng], {
          icon,
          title: `${h.name}, ${h.city ?? h.country ?? ""}`,
          alt: h.name,
          riseOnHover: true,
        })
          .bindPopup(() => popupContent(h, onOpenHost))
          .addTo(map);
      }
    }, 0);
    return () => {
      clearTimeout(adding);
      map.remove();
    };
  }, [hosts, tileUrl, onOpenHost]);

  return (
    <section
      ref={container}
      data-testid="hosts-map"
      aria-label={`Map of ${hosts.length} local hosts`}
      className="hosts-map h-full w-full"
    />
  );
}
