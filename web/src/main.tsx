import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { routes } from "./app/routes";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { StartupGate } from "./components/StartupGate";
import { CurrencyProvider } from "./lib/currency";
import { createQueryClient } from "./lib/query";
import { ThemeProvider } from "./lib/theme";
import { ToastProvider } from "./lib/toast";

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <ThemeProvider>
        <CurrencyProvider>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <StartupGate>
                <RouterProvider router={router} />
              </StartupGate>
            </ToastProvider>
          </QueryClientProvider>
        </CurrencyProvider>
      </ThemeProvider>
    </ErrorBoundary>
  </StrictMode>,
);
