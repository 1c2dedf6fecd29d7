import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "../ui/Button";

/** The trip request section of /edit-traveler-profile, which the traveler's next step opens. */
export const TRIP_REQUEST_SECTION_ID = "trip-title";

/** The router state a page that completes a profile hands to the next one, so that page confirms it. */
export interface ProfileCompleteState {
  profileComplete: true;
}

export function isProfileCompleteState(state: unknown): state is ProfileCompleteState {
  return (
    typeof state === "object" && state !== null && (state as { profileComplete?: unknown }).profileComplete === true
  );
}

/** Scrolls to the trip request form and puts the keyboard in its first field. */
function openTripRequest() {
  const section = document.getElementById(TRIP_REQUEST_SECTION_ID)?.closest("section");
  section?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  section?.querySelector<HTMLElement>("input, textarea, select, button")?.focus({ preventScroll: true });
}

/**
 * The confirmation once a profile is complete (after /complete-profile or the wizard, or the first save of an
 * editor that completes it), with the next step: a traveler adds a trip request, a host creates a listing. It
 * takes the focus, so keyboard and screen-reader users hear it and reach the next step first.
 */
export function ProfileCompleteNotice({ kind, approved = true }: { kind: "traveler" | "host"; approved?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const action = buttonClass({ size: "md" });
  return (
    <section
      aria-labelledby="profile-complete-title"
      className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950"
    >
      <h2
        ref={heading}
        id="profile-complete-title"
        tabIndex={-1}
        className="font-display text-xl font-semibold text-stone-900 outline-none dark:text-white"
      >
        Your profile is complete
      </h2>
      {kind === "traveler" ? (
        <>
          <p className="text-stone-700 dark:text-stone-200">
            Next, tell hosts where you want to go: with a trip request, hosts who work there can offer to help.
          </p>
          <button type="button" onClick={openTripRequest} className={action}>
            Add a trip request
          </button>
        </>
      ) : (
        <>
          <p className="text-stone-700 dark:text-stone-200">
            {approved
              ? "Next, create a listing: a tour, a group tour, a car or a driver service travelers can book."
              : "Next, create your first listing. You can prepare it now and publish it once we have approved you."}
          </p>
          <Link to="/manage-listings" className={action}>
            Create a listing
          </Link>
        </>
      )}
    </section>
  );
}
