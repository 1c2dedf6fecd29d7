import type { OwnListingRow } from "../../../../domain/listing-form";
import { LISTING_ROUTE, type ListingStatus } from "../../../../domain/vocabulary";
import { errorText } from "../../components/form/FormError";
import { call } from "../../lib/api";
import { queryClient, useAppMutation } from "../../lib/query";
import { useToast } from "../../lib/toast";

export type RowAction = "publish" | "unpublish" | "archive" | "restore" | "delete";

const NEW_STATUS: Record<Exclude<RowAction, "delete">, ListingStatus> = {
  publish: "published",
  unpublish: "draft",
  archive: "archived",
  restore: "draft",
};

const DONE: Record<RowAction, string> = {
  publish: "Listing published.",
  unpublish: "Listing unpublished: it is a draft again.",
  archive: "Listing archived.",
  restore: "Listing restored as a draft.",
  delete: "Listing deleted.",
};

/** The host's listings query (the list page, the editor after a save). */
export const MY_LISTINGS_KEY = ["me", "listings"] as const;
// Not under MY_LISTINGS_KEY: refreshing the list must not refetch (and reset) an open editor.
export const myListingKey = (kind: string, id: string) => ["me", "listing", kind, id] as const;

/** Publish, unpublish, archive, restore or delete one listing from the list, with a toast either way. */
export function useRowAction() {
  const { toast } = useToast();
  return useAppMutation({
    mutationFn: async ({ row, action }: { row: OwnListingRow; action: RowAction }): Promise<void> => {
      if (action === "delete")
        await call("DELETE /api/listings/:type/:id", { params: { type: LISTING_ROUTE[row.kind], id: row.id } });
      else
        await call("PATCH /api/listings/:type/:id", {
          params: { type: LISTING_ROUTE[row.kind], id: row.id },
          body: { status: NEW_STATUS[action] },
        });
    },
    onSuccess: (_, { action }) => {
      toast(DONE[action], "success");
      return queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
    },
    onError: (err) => toast(errorText(err), "error"),
  });
}
