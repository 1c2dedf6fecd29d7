import { BRAND } from "../../../../domain/brand";
import { Privacy, TOC } from "./content/privacy";
import { InfoLayout } from "./parts";

/** /privacy: what is stored, for how long, who sees it, and the export and deletion the product offers. */
export function Component() {
  return (
    <InfoLayout
      id="privacy"
      showUpdated
      toc={TOC}
      lead={<p>What {BRAND.name} keeps about you, for how long, and how to take it with you or have it deleted.</p>}
    >
      <Privacy />
    </InfoLayout>
  );
}
