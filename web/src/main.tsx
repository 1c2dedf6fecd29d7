import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoot } from "./app/AppRoot";
import { drawsFirstView } from "./lib/first-view";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

const app = <AppRoot router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} ready={drawsFirstView} />;

// `/` arrives with its first screen drawn by the build (decision 043): the app takes it over instead of drawing anew,
// once the browser has painted it (a frame callback runs before the next paint, a task queued from it after).
if (drawsFirstView) requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, app), 0));
else createRoot(root).render(app);
