import { Press } from "./content/press";
import { InfoLayout } from "./parts";

/** /press-media: the press kit (boilerplate, facts, logo files, contact). */
export function Component() {
  return (
    <InfoLayout
      id="press-media"
      toc={[
        { id: "about", title: "About us in a paragraph" },
        { id: "facts", title: "Facts" },
        { id: "logos", title: "Logo files" },
        { id: "press-contact", title: "Press contact" },
      ]}
      lead={<p>Everything you need to write about us, and the people to ask for more.</p>}
    >
      <Press />
    </InfoLayout>
  );
}
