import { Component as NotFoundPage } from "../NotFoundPage";

/** Not built yet: answers like an unknown path until its helper replaces this module. */
export function Component() {
  return <NotFoundPage />;
}
