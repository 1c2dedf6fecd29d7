import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import { activityLabel } from "../../../../domain/activity";
import type { MapHost } from "../../../../domain/api/home";

export interface HostsMapProps {
  hosts: MapHost[];
  /** a raster tile URL template from configuration; without one the bundled world outline is drawn */
  tileUrl: string | null;
  onOpenHost: (slug: string) => void;
}

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
      maxZoom: 12,
      attributionControl: Boolean(tileUrl),
    });
    // The world outline is drawn in a task of its own after the markers: projecting every country's border is the
    // larger half of the map's work, and one task for both blocked a phone's main thread for ~150 ms.
    let outline: ReturnType<typeof setTimeout> | undefined;
    if (tileUrl) {
      L.tileLayer(tileUrl, { maxZoom: 12, attribution: "Map data © OpenStreetMap contributors" }).addTo(map);
    } else {
      outline = setTimeout(() => {
        // Outside React's render, so the map's error boundary cannot catch a failure here: the markers stay, on the sea.
        try {
          const topo = world as unknown as Topology<{ countries: GeometryCollection }>;
          L.geoJSON(feature(topo, topo.objects.countries), {
            interactive: false,
            style: { color: "#b9ab91", weight: 0.7, fillColor: "#f3ecdf", fillOpacity: 1 },
          }).addTo(map);
        } catch (error) {
          console.error("The map's world outline failed to draw", error);
        }
      });
    }
    const icon = L.divIcon({
      className: "host-marker",
      iconSize: [24, 24],
      iconAnchor: [12, 12],
      popupAnchor: [0, -10],
    });
    const markers = hosts.map((h) =>
      L.marker([h.lat, h.lng], {
        icon,
        title: `${h.name}, ${h.city ?? h.country ?? ""}`,
        alt: h.name,
        riseOnHover: true,
      })
        .bindPopup(() => popupContent(h, onOpenHost))
        .addTo(map),
    );
    if (markers.length > 0) {
      map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24], maxZoom: 5 });
    } else {
      map.setView([35, 60], 2.5);
    }
    return () => {
      clearTimeout(outline);
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
