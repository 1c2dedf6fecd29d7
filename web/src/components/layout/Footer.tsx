import { Link } from "react-router";
import { BRAND } from "../../../../domain/brand";
import { FacebookIcon, InstagramIcon, XLogoIcon, YoutubeIcon } from "../icons";
import { CurrencyPicker } from "./CurrencyPicker";
import { Logo } from "./Logo";

const GROUPS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: "Discover",
    links: [
      { label: "Local hosts", to: "/hosts" },
      { label: "Tours & transport", to: "/listings" },
      { label: "Destinations", to: "/destinations" },
      { label: "Kazakhstan", to: "/kazakhstan" },
    ],
  },
  {
    title: "For Travelers",
    links: [
      { label: "How it works", to: "/how-it-works" },
      { label: "FAQ", to: "/faq" },
      { label: "Travel stories", to: "/blog" },
      { label: "Traveler showcase", to: "/blog/showcase" },
    ],
  },
  {
    title: "For Hosts",
    links: [
      { label: "Become a host", to: "/become-host" },
      { label: "Share your story", to: "/blog/submit" },
      { label: "Host dashboard", to: "/host-dashboard" },
    ],
  },
  {
    title: "About Us",
    links: [
      { label: "Our story", to: "/our-story" },
      { label: "Sustainability", to: "/sustainability" },
      { label: "Press & media", to: "/press-media" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

const SOCIALS = [
  { label: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "X", href: "https://x.com/", Icon: XLogoIcon },
  { label: "YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
];

const LANGUAGES = ["English", "Spanish", "French", "German"];

/**
 * Spec §2 footer: four link groups, socials, languages (display only), currency picker, legal links. Laid out only as
 * it nears the screen (decision 056); its placeholder is at least as tall as it is, so a scroll position restored
 * near the end of a page is still there before it is drawn.
 */
export function Footer() {
  return (
    <footer className="render-near mt-16 border-t border-stone-200 bg-white pb-24 md:pb-0 dark:border-stone-800 [--near-height:80rem] md:[--near-height:28rem] dark:bg-stone-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-stone-600 dark:text-stone-300">
            {BRAND.tagline}. Verified local guides, drivers and tour operators, messaged directly.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIALS.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:bg-stone-800 dark:text-stone-200"
                >
                  <Icon width={18} height={18} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {GROUPS.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="text-sm font-semibold text-stone-900 dark:text-white">{g.title}</h2>
            <ul className="mt-2 space-y-1">
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    className="text-sm text-stone-600 hover:text-brand-700 dark:text-stone-300 dark:hover:text-white"
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-200 dark:border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-stone-600 md:flex-row md:items-center md:justify-between dark:text-stone-300">
          <p>
            © {new Date().getFullYear()} {BRAND.name} ·{" "}
            <a href={`mailto:${BRAND.supportEmail}`} className="hover:text-brand-700">
              {BRAND.supportEmail}
            </a>
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <p>
              <span className="sr-only">Languages: </span>
              {LANGUAGES.join(" · ")}
            </p>
            <CurrencyPicker />
          </div>
          <ul className="flex gap-4" aria-label="Legal">
            <li>
              <Link to="/terms" className="hover:text-brand-700">
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-brand-700">
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/cookies" className="hover:text-brand-700">
                Cookies
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
