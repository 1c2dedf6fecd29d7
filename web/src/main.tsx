import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/routes";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { StartupGate } from "./components/StartupGate";
import { CurrencyProvider } from "./lib/currency";
import { ThemeProvider } from "./lib/theme";
import { ToastProvider } from "./lib/toast";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <ThemeProvider>
        <CurrencyProvider>
          <ToastProvider>
            <StartupGate>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </StartupGate>
          </ToastProvider>
        </CurrencyProvider>
      </ThemeProvider>
    </ErrorBoundary>
  </StrictMode>,
);
