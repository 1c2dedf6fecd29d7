import { HowItWorks } from "./content/how-it-works";
import { InfoLayout } from "./parts";

/** /how-it-works: the traveler's and the host's way through the product. */
export function Component() {
  return (
    <InfoLayout
      id="how-it-works"
      wide
      toc={[
        { id: "travelers", title: "For travelers" },
        { id: "hosts", title: "For hosts" },
      ]}
      lead={<p>From the first message to the review, and from applying to host to getting paid.</p>}
    >
      <HowItWorks />
    </InfoLayout>
  );
}
