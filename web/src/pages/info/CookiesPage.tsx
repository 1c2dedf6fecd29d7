import { Cookies } from "./content/cookies";
import { InfoLayout } from "./parts";

/** /cookies: every cookie and browser storage key the site uses, by name. */
export function Component() {
  return (
    <InfoLayout
      id="cookies"
      showUpdated
      toc={[
        { id: "cookies", title: "Cookies" },
        { id: "local-storage", title: "Local storage" },
        { id: "session-storage", title: "Session storage" },
        { id: "control", title: "Clearing them" },
      ]}
      lead={<p>Everything we keep in your browser, by name, with what it is for and how long it stays.</p>}
    >
      <Cookies />
    </InfoLayout>
  );
}
