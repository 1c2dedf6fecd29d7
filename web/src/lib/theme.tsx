import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { drawsFirstView } from "./first-view";
import { storage } from "./storage";

export type ThemeChoice = "system" | "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

interface ThemeState {
  theme: ThemeChoice;
  setTheme: (t: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function readTheme(): ThemeChoice {
  const saved = storage.get(THEME_STORAGE_KEY);
  return saved === "light" || saved === "dark" ? saved : "system";
}

/** Spec: theme switcher with default system, stored under the key "theme". */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // A drawn first view is hydrated with the default, then the saved choice applies before the next paint.
  const [theme, setThemeState] = useState<ThemeChoice>(() => (drawsFirstView ? "system" : readTheme()));
  useLayoutEffect(() => {
    if (drawsFirstView) setThemeState(readTheme());
  }, []);

  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const apply = () => {
      const dark = theme === "dark" || (theme === "system" && media.matches);
      document.documentElement.classList.toggle("dark", dark);
    };
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);

  const value = useMemo(
    () => ({
      theme,
      setTheme: (t: ThemeChoice) => {
        storage.set(THEME_STORAGE_KEY, t);
        setThemeState(t);
      },
    }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useTheme needs a ThemeProvider");
  return state;
}
