/**
 * The build's entry for the first view (decision 043): the app rendered at a path with the defaults of a first
 * visit (no session yet, default currency and theme, nothing loaded), as the browser's first render draws it. Run
 * in Node by scripts/first-view.ts after the client build; the worker puts the markup into `#root`.
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppRoot } from "./app/AppRoot";

export function renderFirstView(path: string): string {
  return renderToString(<AppRoot router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} ready />);
}
