import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { OwnListing } from "../../../../domain/listing-form";
import { LISTING_ROUTE, type ListingKind, type ListingStatus } from "../../../../domain/vocabulary";
import { ErrorSummary } from "../../components/form/ErrorSummary";
import { errorText } from "../../components/form/FormError";
import { useFormDraft } from "../../components/form/useFormDraft";
import { ApiRequestError, call } from "../../lib/api";
import { useStableNavigate } from "../../lib/navigate";
import { queryClient } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { AddressSection, BasicsSection, PhotosSection } from "./BasicsSection";
import { BookingTermsSection } from "./BookingTermsSection";
import { DriverSection } from "./DriverSection";
import { EditorActions, type Intent } from "./EditorActions";
import {
  draftErrors,
  draftFromListing,
  EMPTY_DRAFT,
  type ListingDraft,
  serverFieldError,
  toInput,
} from "./editor-draft";
import { fieldDomId } from "./fields";
import { GroupTourSection } from "./GroupTourSection";
import { editorPath } from "./kinds";
import { MY_LISTINGS_KEY, myListingKey } from "./list-actions";
import { BaseSection, RentalCarSection } from "./RentalCarSection";
import type { SectionProps } from "./sections";
import { TourPricesSection, TripSection } from "./TourSection";
import { useUnsavedGuard } from "./useUnsavedGuard";

/** The parts of the form of each kind, in order. */
function KindSections(p: SectionProps) {
  switch (p.kind) {
    case "tour":
      return (
        <>
          <TripSection {...p} />
          <TourPricesSection {...p} />
        </>
      );
    case "group_tour":
      return (
        <>
          <TripSection {...p} />
          <GroupTourSection {...p} />
        </>
      );
    case "rental_car":
      return (
        <>
          <BaseSection {...p} />
          <RentalCarSection {...p} />
        </>
      );
    case "driver":
      return (
        <>
          <BaseSection {...p} />
          <DriverSection {...p} />
        </>
      );
  }
}

/** What the form holds, without React's row keys: compared to tell unsaved changes. */
const snapshot = (d: ListingDraft) =>
  JSON.stringify({ ...d, departures: d.departures.map(({ key, ...rest }) => rest) });

const DONE: Record<Intent, string> = {
  save: "Draft saved.",
  publish: "Listing published.",
  unpublish: "Listing unpublished: it is a draft again.",
};

/**
 * The form of one listing (new when `listing` is null): every field of its kind, "Save draft" and "Publish" (or
 * "Save changes" and "Unpublish" once published). Checked with the shared schema before it is sent; the server's
 * refusals land by their field too.
 */
export function ListingEditor({
  kind,
  listing,
  approved,
}: {
  kind: ListingKind;
  listing: OwnListing | null;
  approved: boolean;
}) {
  const navigate = useStableNavigate();
  const { toast } = useToast();
  const { draft, setDraft, errors, update, report, attempt } = useFormDraft<ListingDraft>(() =>
    listing ? draftFromListing(listing) : EMPTY_DRAFT,
  );
  const [saved, setSaved] = useState(() => snapshot(draft));
  const [current, setCurrent] = useState<OwnListing | null>(listing);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = snapshot(draft) !== saved;
  const guard = useUnsavedGuard(dirty);

  const submit = async (intent: Intent) => {
    if (busy) return;
    setFailure(null);
    const status: ListingStatus | undefined =
      intent === "publish" ? "published" : intent === "unpublish" ? "draft" : undefined;
    const staysPublished = current?.status === "published" && intent === "save";
    if (report(draftErrors(kind, draft, intent === "publish" || staysPublished))) return;
    setBusy(intent);
    const { input } = toInput(kind, draft);
    try {
      let result: OwnListing;
      if (current) {
        result = await call("PATCH /api/listings/:type/:id", {
          params: { type: LISTING_ROUTE[kind], id: current.id },
          body: status ? { ...input, status } : input,
        });
      } else {
        result = await call("POST /api/listings/:type", { params: { type: LISTING_ROUTE[kind] }, body: input });
        if (status)
          result = await call("PATCH /api/listings/:type/:id", {
            params: { type: LISTING_ROUTE[kind], id: result.id },
            body: { status },
          });
      }
      const fresh = draftFromListing(result);
      setCurrent(result);
      setDraft(fresh);
      setSaved(snapshot(fresh));
      queryClient.setQueryData(myListingKey(kind, result.id), result);
      void queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
      toast(staysPublished ? "Changes saved." : DONE[intent], "success");
      if (!current) {
        guard.allowNext();
        navigate(editorPath(kind, result.id), { replace: true });
      }
    } catch (err) {
      const byField = err instanceof ApiRequestError && err.status < 500 ? serverFieldError(err.message) : null;
      if (byField) report(byField);
      else {
        setFailure(errorText(err));
        toast(errorText(err), "error");
      }
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit("save");
  };

  const props: SectionProps = { kind, draft, errors, update };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={failure ? "listing-failure" : undefined}
      className="space-y-6"
    >
      <ErrorSummary
        errors={errors}
        fieldId={fieldDomId}
        attempt={attempt}
        focus="first-field"
        title={(n) => (n === 1 ? "One field needs your attention:" : `${n} fields need your attention:`)}
      />
      <BasicsSection {...props} />
      <PhotosSection {...props} />
      <KindSections {...props} />
      <BookingTermsSection {...props} />
      <AddressSection {...props} savedPath={current?.path} />
      <EditorActions
        status={current?.status ?? null}
        approved={approved}
        busy={busy}
        dirty={dirty}
        failure={failure}
        previewPath={current?.path ?? null}
        onIntent={(intent) => void submit(intent)}
      />
      <p className="text-center text-sm">
        <Link
          to="/manage-listings"
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          Back to my listings
        </Link>
      </p>
      {guard.dialog}
    </form>
  );
}
