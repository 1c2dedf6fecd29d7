import { Sustainability, TOC } from "./content/sustainability";
import { InfoLayout } from "./parts";

/** /sustainability: local hosts first, fair pay, low-impact travel. */
export function Component() {
  return (
    <InfoLayout
      id="sustainability"
      toc={TOC}
      lead={<p>Travel that keeps the money, the decisions and the places themselves in local hands.</p>}
    >
      <Sustainability />
    </InfoLayout>
  );
}
