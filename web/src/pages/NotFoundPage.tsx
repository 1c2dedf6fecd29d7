import { Link } from "react-router";

export function Component() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-7xl font-semibold text-brand-700 dark:text-brand-200">404</p>
      <h1 className="font-display text-3xl font-semibold">This trail doesn't lead anywhere</h1>
      <p className="text-stone-600 dark:text-stone-300">
        The page you were looking for has moved or never existed. The hosts are still here, though.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Back to the home page
        </Link>
        <Link
          to="/hosts"
          className="rounded-full border border-stone-300 px-5 py-2.5 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
        >
          Browse hosts
        </Link>
      </div>
    </section>
  );
}
