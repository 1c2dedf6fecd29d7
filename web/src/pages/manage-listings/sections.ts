import type { ListingKind } from "../../../../domain/vocabulary";
import type { ListingDraft } from "./editor-draft";
import type { FieldErrors } from "./fields";

/** What every part of the editor gets: the draft, the messages by field, and a partial update. */
export interface SectionProps {
  kind: ListingKind;
  draft: ListingDraft;
  errors: FieldErrors;
  update: (patch: Partial<ListingDraft>) => void;
}
