import { CountryPage } from "./CountryPage";

/** Spec §2 lists /kazakhstan as its own route: the country page of the flagship destination. */
export function Component() {
  return <CountryPage country="kazakhstan" />;
}
