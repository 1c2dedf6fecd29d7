import { useId, useState } from "react";
import { photoProps } from "../../../../domain/media";

/** Sky (top, bottom), sun, then four ridges from far to near. */
const PALETTES = [
  ["#fde7c8", "#e9a27a", "#fff4dc", "#c98a78", "#8f6b73", "#3f5a5e", "#1f3f3d"],
  ["#d7f2ed", "#9fd3c7", "#f4fbf9", "#7fb5a8", "#4f8f86", "#2b6660", "#123f3b"],
  ["#fbe3b5", "#e7b06a", "#fff6e0", "#d69a5b", "#b0733f", "#7d4e2c", "#4a2f1f"],
  ["#ece3f4", "#c7a7c9", "#fbf3ff", "#a586a8", "#7a6386", "#4b4463", "#2a2a40"],
  ["#dbeaf4", "#a9c9de", "#f5fbff", "#8fb0c6", "#5f87a0", "#3a5f74", "#1f3a48"],
] as const;

const W = 1200;
const H = 600;

/** FNV-1a: a stable number from a country name, so a country always gets the same scene. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text.toLowerCase()) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, enough for ridge heights. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ridge(rand: () => number, layer: number): string {
  const base = 300 + layer * 70;
  const amplitude = 150 - layer * 30;
  const steps = 6 + Math.floor(rand() * 4) + layer;
  const points: string[] = [`M0 ${Math.round(base - rand() * amplitude)}`];
  for (let n = 1; n <= steps; n++) {
    const x = Math.round((W / steps) * n);
    const y = Math.round(base - rand() * amplitude);
    points.push(`L${x} ${y}`);
  }
  return `${points.join(" ")} V${H} H0 Z`;
}

/** The scene shown for a country without a destination image: layered ridges in one of a few palettes. */
export function GeneratedScene({ country, className = "" }: { country: string; className?: string }) {
  const gradientId = useId();
  const seed = hash(country);
  const palette = PALETTES[seed % PALETTES.length] ?? PALETTES[0];
  const rand = seeded(seed);
  const [skyTop, skyBottom, sun, ...ridges] = palette;
  const sunX = 200 + Math.round(rand() * 800);
  return (
    <svg
      aria-hidden="true"
      data-testid="generated-scene"
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMax slice"
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={skyTop} />
          <stop offset="1" stopColor={skyBottom} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${gradientId})`} />
      <circle cx={sunX} cy={150} r={60} fill={sun} opacity={0.85} />
      {ridges.map((color, layer) => (
        <path key={color} d={ridge(rand, layer)} fill={color} opacity={layer === 0 ? 0.6 : 1} />
      ))}
    </svg>
  );
}

/**
 * A destination's photo, or the generated scene when there is none or it fails to load. `alt` describes
 * the photo; pass "" where the country name is already the text next to it.
 */
export function DestinationImage({
  country,
  url,
  alt,
  eager = false,
  className = "",
  sizes = "100vw",
}: {
  country: string;
  url: string | null | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  /** The `sizes` of its srcset: how wide it is shown. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <GeneratedScene country={country} className={className} />;
  return (
    <img
      {...photoProps(url, sizes)}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      width={1200}
      height={800}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
