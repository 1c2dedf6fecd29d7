import { type ReactNode, StrictMode } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { StartupGate } from "../components/StartupGate";
import { CurrencyProvider } from "../lib/currency";
import { ThemeProvider } from "../lib/theme";
import { ToastProvider } from "../lib/toast";
import { AppRoutes } from "./routes";

/**
 * The whole app around its router: the browser's (web/src/main.tsx) or a fixed location's when the build draws the
 * first view (web/src/first-view.tsx). `ready` opens the startup gate at once: a drawn first view is already on
 * screen, and hydration must draw the same thing.
 */
export function AppRoot({ router, ready = false }: { router: (routes: ReactNode) => ReactNode; ready?: boolean }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <ThemeProvider>
          <CurrencyProvider>
            <ToastProvider>
              <StartupGate ready={ready}>{router(<AppRoutes />)}</StartupGate>
            </ToastProvider>
          </CurrencyProvider>
        </ThemeProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
