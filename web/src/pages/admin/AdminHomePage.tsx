import { useState } from "react";
import { Link } from "react-router";
import type { DestinationImage } from "../../../../domain/api/destination-images";
import { formatDate } from "../../../../domain/date-range";
import { MESSAGES } from "../../../../domain/messages";
import { SECURITY_PATH, verifiedFactor } from "../../../../domain/second-factor";
import { useAuth } from "../../auth/context";
import { LoadError } from "../../components/PageStates";
import { Button } from "../../components/ui/Button";
import { call } from "../../lib/api";
import { queryClient, useAppQuery } from "../../lib/query";
import { useToast } from "../../lib/toast";
import { Dashboard } from "./AdminDashboard";
import { DESTINATION_IMAGES_KEY, DestinationImageDialog, type DestinationImageStart } from "./DestinationImageDialog";
import { AdminPage } from "./kit/AdminPage";

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-900/5 dark:bg-stone-900 dark:ring-white/10";

function DestinationCard({
  image,
  busy,
  onEdit,
  onReset,
}: {
  image: DestinationImage;
  busy: boolean;
  onEdit: () => void;
  onReset: () => void;
}) {
  const headingId = `destination-${image.slug}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={`${CARD} flex h-full flex-col gap-3 p-3`}>
        {image.image_url ? (
          <img
            src={image.image_url}
            alt={image.alt_text}
            loading="lazy"
            width={480}
            height={360}
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 p-3 text-center text-sm text-stone-600 dark:bg-stone-800 dark:text-stone-300">
            No picture: no published listing yet
          </div>
        )}
        <div className="flex-1 px-1">
          <h3 id={headingId} className="font-semibold">
            {image.country}
          </h3>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {image.custom
              ? `Custom${image.updated_by ? ` · ${image.updated_by.name || "an admin"}` : ""}${image.updated_at ? ` · ${formatDate(image.updated_at)}` : ""}`
              : "Default: its first listing's photo"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 px-1 pb-1">
          <Button size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${image.country}`}>
            Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onReset}
            disabled={busy || !image.custom}
            aria-label={`Reset ${image.country}`}
          >
            Reset
          </Button>
        </div>
      </article>
    </li>
  );
}

function DestinationImages() {
  const { toast } = useToast();
  const list = useAppQuery({
    queryKey: DESTINATION_IMAGES_KEY,
    queryFn: ({ signal }) => call("GET /api/admin/destination-images", { signal }),
  });
  const [editing, setEditing] = useState<DestinationImageStart | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);

  const reset = async (country: string) => {
    setResetting(country);
    try {
      const { image } = await call("DELETE /api/admin/destination-images/:country", { params: { country } });
      queryClient.setQueryData(DESTINATION_IMAGES_KEY, (old: { items: DestinationImage[] } | undefined) =>
        old ? { items: old.items.map((i) => (i.country === country ? image : i)) } : old,
      );
      toast(MESSAGES.destinationImageReset, "success");
    } catch {
      toast(MESSAGES.destinationImageResetFailed, "error");
    } finally {
      setResetting(null);
    }
  };

  return (
    <section aria-labelledby="destination-images" className="mt-10">
      <h2 id="destination-images" className="font-display text-xl font-semibold">
        Destination images
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-stone-600 dark:text-stone-300">
        The pictures of the 18 featured countries on the home page and their country pages. Without a custom picture a
        country shows the first photo of its first published listing.
      </p>
      {list.isError ? (
        <div className="mt-4">
          <LoadError
            title="We couldn't load the destination images."
            error={list.error}
            onRetry={() => list.refetch()}
          />
        </div>
      ) : (
        <ul
          className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          aria-busy={list.isPending}
        >
          {list.isPending &&
            Array.from({ length: 8 }, (_, n) => `loading-${n}`).map((k) => (
              <li
                key={k}
                aria-hidden="true"
                className="aspect-[4/5] animate-shimmer rounded-3xl bg-stone-200 dark:bg-stone-800"
              />
            ))}
          {list.data?.items.map((image) => (
            <DestinationCard
              key={image.country}
              image={image}
              busy={resetting === image.country}
              onEdit={() => setEditing(image)}
              onReset={() => reset(image.country)}
            />
          ))}
        </ul>
      )}
      {editing && <DestinationImageDialog start={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

export const ADMIN_TWO_STEP_NUDGE = "Your admin account has no two-step sign-in.";

/**
 * An admin without an authenticator is asked to add one: with it, the console's powers need more than the password
 * (a session that has not entered the code opens no admin route).
 */
function TwoStepNudge() {
  const { user } = useAuth();
  if (!user || verifiedFactor(user)) return null;
  return (
    <div
      role="note"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <span className="font-semibold">{ADMIN_TWO_STEP_NUDGE}</span> Anyone who learns its password could use the
        console.{" "}
        <Link to={SECURITY_PATH} className="font-semibold underline underline-offset-2">
          Set up an authenticator app
        </Link>
      </p>
    </div>
  );
}

/** /admin (admins only): the marketplace's KPIs over a range, and the featured countries' pictures (spec §4, §6). */
export function Component() {
  return (
    <AdminPage
      title="Admin overview"
      crumbs={[{ label: "Overview" }]}
      description="How the marketplace is doing, and the pictures of the featured countries."
    >
      <TwoStepNudge />
      <Dashboard />
      <DestinationImages />
    </AdminPage>
  );
}
