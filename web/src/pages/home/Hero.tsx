import { BRAND } from "../../../../domain/brand";
import { HeroSearch } from "./HeroSearch";

/** Layered ridges drawn inline: no image request stands between the visitor and the first paint. */
function Ridges() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMidYMax slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde7c8" />
          <stop offset="0.55" stopColor="#f7c89b" />
          <stop offset="1" stopColor="#e9a27a" />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#hero-sky)" />
      <circle cx="1080" cy="170" r="70" fill="#fff4dc" opacity="0.85" />
      <path
        d="M0 330 180 210l120 70 170-150 160 130 120-80 190 150 140-90 180 110 180-120v330H0Z"
        fill="#c98a78"
        opacity="0.55"
      />
      <path
        d="M0 390 150 300l140 60 200-130 170 140 150-70 200 120 160-60 270 90v210H0Z"
        fill="#8f6b73"
        opacity="0.7"
      />
      <path d="M0 450 220 360l180 70 210-110 220 130 190-60 230 80 190-40v170H0Z" fill="#3f5a5e" />
      <path d="M0 500 260 440l240 40 260-60 260 60 220-30 200 40v110H0Z" fill="#1f3f3d" />
    </svg>
  );
}

export function Hero() {
  return (
    <section className="relative isolate overflow-x-clip">
      <Ridges />
      <div
        className="absolute inset-0 bg-gradient-to-b from-transparent via-transparent to-stone-950/40"
        aria-hidden="true"
      />
      <div className="relative mx-auto max-w-5xl px-4 pt-16 pb-40 text-center sm:pt-24 sm:pb-52">
        <p className="inline-block rounded-full bg-white/70 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900 uppercase backdrop-blur">
          Verified local hosts in 23 countries
        </p>
        <h1 className="mt-5 font-display text-4xl leading-tight font-semibold text-stone-900 sm:text-6xl">
          {BRAND.tagline}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-stone-800 sm:text-lg">
          Message guides, drivers and tour operators who live where you're going: the Pamir Highway, the Caucasus, the
          Ethiopian highlands. Plan together, then book with a small deposit.
        </p>
        <HeroSearch />
      </div>
    </section>
  );
}
