import "./styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { APP_START } from "../../domain/app-start";
import { AppRoot } from "./app/AppRoot";
import { drawsFirstView } from "./lib/first-view";
import { HistoryCatchUp } from "./lib/history-catch-up";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

const app = (
  <AppRoot
    router={(routes) => (
      <BrowserRouter>
        <HistoryCatchUp />
        {routes}
      </BrowserRouter>
    )}
    ready={drawsFirstView}
  />
);

// `/` arrives with its first screen drawn by the build (decision 043): the app takes it over instead of drawing anew.
// At once: from this call on, a tap or key press on the drawn screen waits for its part to be hydrated and is then
// replayed, not lost.
/**
 * The whole stylesheet in the document. A page drawn in its HTML carries only the part its markup uses and enables the
 * whole one with this code (decision 054): the app draws nothing of its own before it is in.
 */
function stylesheetIn(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}

stylesheetIn().then(() => {
  startTransition(() => {
    if (drawsFirstView) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // A page drawn in its HTML started the app from a template (decision 054): it has done its part.
  document.getElementById(APP_START.templateId)?.remove();
});
