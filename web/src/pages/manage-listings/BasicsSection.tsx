import { LISTING_LIMITS as L } from "../../../../domain/listing-form";
import { titleSlug } from "../../../../domain/listing-slug";
import { LISTING_ROUTE } from "../../../../domain/vocabulary";
import { FormSection } from "../../components/form/FormSection";
import { PhotoListEditor } from "../../components/media/PhotoListEditor";
import { ChipsField, fieldDomId, TextAreaField, TextField } from "./fields";
import type { SectionProps } from "./sections";

const TOPIC_IDEAS = ["Hiking", "Culture", "Food", "Nature", "History", "Photography"];

/** Title, description and topics: what a traveler reads first. */
export function BasicsSection({ draft, errors, update }: SectionProps) {
  const length = draft.description.trim().length;
  return (
    <FormSection id="basics-heading" title="Basics">
      <TextField
        field="title"
        label="Title"
        value={draft.title}
        onChange={(title) => update({ title })}
        errors={errors}
        maxLength={L.titleMax + 20}
        hint={`${L.titleMin}–${L.titleMax} characters, e.g. "Five days on the Silk Road".`}
      />
      <TextAreaField
        field="description"
        label="Description"
        rows={8}
        value={draft.description}
        onChange={(description) => update({ description })}
        errors={errors}
        hint={`What travelers will see and do, what is included, who it suits. At least ${L.descriptionMin} characters (${length}/${L.descriptionMax}).`}
      />
      <ChipsField
        field="topics"
        label="Topics"
        itemName="topic"
        values={draft.topics}
        onChange={(topics) => update({ topics })}
        errors={errors}
        max={L.topics}
        placeholder="e.g. Horse riding"
        suggestions={TOPIC_IDEAS}
        hint={`Up to ${L.topics}. The first shows on the listing card.`}
      />
    </FormSection>
  );
}

/** The photos (the first is the cover on cards and the detail page). */
export function PhotosSection({ draft, errors, update }: SectionProps) {
  return (
    <FormSection id="photos-heading" title="Photos" intro="Listings need at least one photo to be published.">
      {/* The wrapper is where focus goes when the photos are the first problem of the form. */}
      <div id={fieldDomId("images")} tabIndex={-1} className="focus:outline-none">
        <PhotoListEditor
          label="Photos"
          value={draft.images}
          onChange={(images) => update({ images })}
          max={L.images}
          error={errors.images ?? null}
        />
      </div>
    </FormSection>
  );
}

/** The listing's web address: a chosen slug, or the one made from the title. */
export function AddressSection({ kind, draft, errors, update, savedPath }: SectionProps & { savedPath?: string }) {
  const slug = draft.slug.trim() || titleSlug(draft.title.trim());
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const path = draft.slug.trim() === "" && savedPath ? savedPath : `/${LISTING_ROUTE[kind]}/${slug || "…"}`;
  return (
    <FormSection id="address-heading" title="Web address">
      <TextField
        field="slug"
        label="Web address (slug)"
        value={draft.slug}
        onChange={(value) => update({ slug: value.toLowerCase() })}
        errors={errors}
        maxLength={L.slugMax + 10}
        placeholder={titleSlug(draft.title.trim()) || "silk-road-in-5-days"}
        hint={
          <>
            Lowercase letters, digits and hyphens. Leave it empty to use the title. The listing's address:{" "}
            <span className="font-medium break-all text-stone-900 dark:text-white">
              {origin}
              {path}
            </span>
          </>
        }
      />
    </FormSection>
  );
}
