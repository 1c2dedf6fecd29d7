import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { CurrencyProvider } from "../../web/src/lib/currency";
import { ToastProvider } from "../../web/src/lib/toast";

/** Renders UI inside the app's providers and a memory router; returns the router to inspect navigation. */
export function renderApp(ui: ReactNode, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: [path] });
  const result = render(
    <CurrencyProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </CurrencyProvider>,
  );
  return { ...result, router };
}
