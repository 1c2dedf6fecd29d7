import { Link } from "react-router";
import { buttonClass } from "../../components/ui/Button";
import { CARD, exportNowHref, H2, PastExports } from "./IncompleteUserExports";
import { AdminPage } from "./kit/AdminPage";

/**
 * /export-incomplete-users (spec §2): the export of incomplete sign-ups, admins only (the admin layout shows anyone
 * else the not-found page; the server refuses them too): today's CSV now, and the nightly ones.
 */
export function Component() {
  return (
    <AdminPage
      title="Export incomplete sign-ups"
      crumbs={[{ label: "Incomplete sign-ups", to: "/admin/incomplete-users" }, { label: "Export" }]}
      description="A CSV file of everyone who signed up but never chose whether they travel or host: e-mail, phone, name, when they signed up, how far they got, their last sign-in and last reminder."
      width="narrow"
    >
      <div className="space-y-8">
        <section aria-labelledby="export-now-heading" className={CARD}>
          <h2 id="export-now-heading" className={H2}>
            Export now
          </h2>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
            Everyone incomplete at this moment, oldest sign-up first. To export part of them, search or filter in{" "}
            <Link to="/admin/incomplete-users" className="font-semibold text-brand-700 underline dark:text-brand-200">
              the list
            </Link>{" "}
            and use its Export CSV.
          </p>
          <a
            href={exportNowHref({ sort: "created_at", dir: "asc" })}
            download
            className={`${buttonClass({ size: "md" })} mt-4`}
          >
            Export CSV
          </a>
        </section>
        <PastExports />
      </div>
    </AdminPage>
  );
}
