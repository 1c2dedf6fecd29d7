import { BRAND } from "../../../../domain/brand";
import { OurStory, TOC } from "./content/our-story";
import { InfoLayout } from "./parts";

/** /our-story: why the marketplace exists and who it is for. */
export function Component() {
  return (
    <InfoLayout id="our-story" toc={TOC} lead={<p>{BRAND.tagline}: how a marketplace for them came about.</p>}>
      <OurStory />
    </InfoLayout>
  );
}
