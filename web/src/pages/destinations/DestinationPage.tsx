import { useParams } from "react-router";
import { CountryPage } from "./CountryPage";

/** /destinations/{country}: the country may be a slug ("sri-lanka") or a name ("Sri Lanka"). */
export function Component() {
  const { country = "" } = useParams();
  return <CountryPage key={country} country={country} />;
}
