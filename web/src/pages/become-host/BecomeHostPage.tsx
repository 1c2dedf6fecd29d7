import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MeProfile, MyHostApplication } from "../../../../domain/api/account";
import { BRAND } from "../../../../domain/brand";
import { authPathReturningTo, INTENTS, withIntent } from "../../../../domain/return-path";
import { pageTitle } from "../../../../domain/titles";
import { PERSONAL_QUERY_KEY } from "../../auth/AuthProvider";
import { type AuthState, useAuth } from "../../auth/context";
import { FeatureCard } from "../../components/FeatureCard";
import { ChatIcon, CompassIcon, ShieldCheckIcon, UsersIcon } from "../../components/icons";
import { LoadError } from "../../components/PageStates";
import { buttonClass } from "../../components/ui/Button";
import { ApiRequestError, call } from "../../lib/api";
import { usePageTitle } from "../../lib/page-title";
import { useAppQuery } from "../../lib/query";
import { useResumeIntent } from "../../lib/resume-intent";
import { ApplicationForm } from "./ApplicationForm";

/** The person's own host application; null when they have not applied (404). */
async function myHostApplication(signal?: AbortSignal): Promise<MyHostApplication | null> {
  try {
    return await call("GET /api/me/host-application", { signal });
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

const WHO = [
  {
    Icon: CompassIcon,
    title: "Guides",
    text: "You know the trails, the history and the people, and you like showing them to visitors.",
  },
  {
    Icon: UsersIcon,
    title: "Drivers and rental cars",
    text: "You drive travelers safely across long distances, or rent out a car, with or without a driver.",
  },
  {
    Icon: ChatIcon,
    title: "Tour operators",
    text: "You run private trips or group departures with a team, and want travelers to find you directly.",
  },
];

const GETS = [
  "A public host profile with your photo, languages and reviews, and the Verified badge.",
  "Listings of four kinds: private tours, group tours with departures, rental cars and driver services.",
  "Travelers message you directly to shape the trip; you set your own prices in euros.",
  "A dashboard with your listings, their views, your messages and bookings.",
];

const STEPS = [
  {
    title: "Apply",
    text: "Tell us what you offer and where, add a photo of yourself and a photo or PDF of your ID or licence.",
  },
  {
    title: "We check",
    text: "A person on our team reviews your application, usually within two working days, and e-mails you the answer.",
  },
  {
    title: "Publish",
    text: "Once approved you are Verified: publish your tours and services and start talking to travelers.",
  },
];

const H2 = "font-display text-2xl font-semibold text-stone-900 sm:text-3xl dark:text-white";

function Intro() {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">Become a host</p>
        <h1 className="mt-2 max-w-3xl font-display text-4xl font-semibold sm:text-5xl">
          Show travelers the places you know best
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">
          {BRAND.name} connects travelers with verified local guides, drivers and tour operators in destinations the
          guidebooks skip. Hosting is free to apply for.
        </p>
        <a
          href="#apply"
          className="mt-8 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Apply to host
        </a>
      </div>
    </header>
  );
}

function Offer() {
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:py-16">
      <section aria-labelledby="who-can-host">
        <h2 id="who-can-host" className={H2}>
          Who can host
        </h2>
        <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">
          People who live and work in one of our destinations and can show who they are.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {WHO.map((f) => (
            <FeatureCard key={f.title} {...f} />
          ))}
        </ul>
      </section>

      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="what-you-get">
          <h2 id="what-you-get" className={H2}>
            What you get
          </h2>
          <ul className="mt-5 space-y-3">
            {GETS.map((text) => (
              <li key={text} className="flex gap-3 text-stone-700 dark:text-stone-200">
                <span aria-hidden="true" className="mt-1 text-brand-700 dark:text-brand-200">
                  ✓
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="verification">
          <h2 id="verification" className={H2}>
            How verification works
          </h2>
          <div className="mt-5 space-y-3 text-stone-700 dark:text-stone-200">
            <p className="flex gap-3">
              <ShieldCheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-200" />
              <span>
                Every host is checked by a person before travelers can find them. We compare your photo and details with
                an ID document or your guide or driving licence.
              </span>
            </p>
            <p>
              The document stays private: it is stored apart from public photos and only our review team can open it.
              Travelers never see it.
            </p>
            <p>
              While we review, you can already prepare draft listings. If something is missing we tell you why, and you
              can send your application again.
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="three-steps">
        <h2 id="three-steps" className={H2}>
          Three steps to your first traveler
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((s, n) => (
            <li
              key={s.title}
              className="rounded-2xl bg-sand-100 p-6 ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white">
                {n + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900 dark:text-white">{s.title}</h3>
              <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h2 id="become-host-title" className={H2} data-intent={INTENTS.applyToHost} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

const TEXT = "text-stone-700 dark:text-stone-200";

function ApplyPlaceholder() {
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-1/2 animate-shimmer rounded-lg bg-stone-200 dark:bg-stone-800" />
      <div className="h-4 w-3/4 animate-shimmer rounded bg-stone-200 dark:bg-stone-800" />
      <div className="h-32 animate-shimmer rounded-2xl bg-stone-200 dark:bg-stone-800" />
    </div>
  );
}

/** Where the person stands: how to start, the form, or their application's state. */
function Apply({ auth }: { auth: AuthState }) {
  const profile = auth.profile;
  const host = profile?.host ?? null;
  const rejected = host?.status === "rejected";
  // A rejected application's photo and document are kept for the new one.
  const previous = useAppQuery({
    queryKey: [PERSONAL_QUERY_KEY, "host-application", profile?.user_id],
    queryFn: ({ signal }) => myHostApplication(signal),
    enabled: rejected,
  });

  const settled = auth.status === "signed-in" && !auth.profileLoading && !(rejected && previous.isPending);
  // Back from signing in to apply (issue 14): the application, in view and focused.
  useResumeIntent(INTENTS.applyToHost, settled);

  if (auth.status === "loading" || (auth.status === "signed-in" && auth.profileLoading)) return <ApplyPlaceholder />;
  if (auth.status === "signed-out") {
    const back = withIntent("/become-host", INTENTS.applyToHost);
    return (
      <Panel title="Apply to host">
        <p className={TEXT}>Create a free account or sign in, then come back to this page to send your application.</p>
        <div className="flex flex-wrap gap-3">
          <Link to={`${authPathReturningTo(back)}&tab=sign-up`} className={buttonClass()}>
            Sign up to apply
          </Link>
          <Link to={authPathReturningTo(back)} className={buttonClass({ variant: "secondary" })}>
            Sign in
          </Link>
        </div>
      </Panel>
    );
  }
  if (host?.status === "pending") {
    return (
      <Panel title="Your application is under review">
        <p className={TEXT}>
          Thank you for applying. Our team is checking your details; we will e-mail you as soon as it is done.
        </p>
        <Link to="/profile-under-review" className={buttonClass()}>
          See your application
        </Link>
      </Panel>
    );
  }
  if (host?.status === "approved") {
    return (
      <Panel title="You are a verified host">
        <p className={`flex items-center gap-2 ${TEXT}`}>
          <ShieldCheckIcon width={20} height={20} className="shrink-0 text-brand-700 dark:text-brand-200" />
          Your profile is approved and shows the Verified badge.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard" className={buttonClass()}>
            Go to your dashboard
          </Link>
          <Link to="/manage-listings" className={buttonClass({ variant: "secondary" })}>
            Manage your listings
          </Link>
        </div>
      </Panel>
    );
  }
  if (host?.status === "suspended") {
    return (
      <Panel title="Your host profile is suspended">
        <p className={TEXT}>
          Our team has e-mailed you the details. Questions? Write to{" "}
          <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold underline underline-offset-2">
            {BRAND.supportEmail}
          </a>
          .
        </p>
      </Panel>
    );
  }
  if (rejected) {
    if (previous.isPending) return <ApplyPlaceholder />;
    if (previous.isError)
      return (
        <LoadError
          title="We couldn't load your application."
          error={previous.error}
          onRetry={() => previous.refetch()}
        />
      );
    return (
      <Panel title="Send your application again">
        <RejectionNotice reason={host?.rejection_reason ?? null} />
        <ApplicationForm profile={profile} user={auth.user} previous={previous.data ?? null} />
      </Panel>
    );
  }
  return (
    <Panel title="Apply to host">
      <p className={TEXT}>All fields are required. It takes about five minutes.</p>
      <ApplicationForm profile={profile as MeProfile | null} user={auth.user} previous={null} />
    </Panel>
  );
}

function RejectionNotice({ reason }: { reason: string | null }) {
  return (
    <div className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">We could not approve your application.</p>
      {reason && (
        <p className="mt-1">
          <span className="font-semibold">Reason: </span>
          <span className="whitespace-pre-line">{reason}</span>
        </p>
      )}
      <p className="mt-2 text-sm">Change what the reason asks for below, then send the application again.</p>
    </div>
  );
}

/** /become-host: what hosting offers and how verification works, then the application or its state. */
export function Component() {
  usePageTitle(pageTitle("Become a host"));
  const auth = useAuth();
  return (
    <>
      <Intro />
      <Offer />
      <section
        id="apply"
        aria-labelledby="become-host-title"
        className="scroll-mt-20 border-t border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-950"
      >
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <Apply auth={auth} />
        </div>
      </section>
    </>
  );
}
