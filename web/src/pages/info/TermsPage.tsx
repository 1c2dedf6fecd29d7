import { BRAND } from "../../../../domain/brand";
import { Terms, TOC } from "./content/terms";
import { InfoLayout } from "./parts";

/** /terms: the rules of the marketplace, with the product's own numbers. */
export function Component() {
  return (
    <InfoLayout id="terms" showUpdated toc={TOC} lead={<p>The rules for travelers and hosts on {BRAND.name}.</p>}>
      <Terms />
    </InfoLayout>
  );
}
