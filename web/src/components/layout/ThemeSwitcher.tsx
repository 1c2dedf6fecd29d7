import { useId } from "react";
import { type ThemeChoice, useTheme } from "../../lib/theme";
import { MonitorIcon, MoonIcon, SunIcon } from "../shell-icons";

const OPTIONS: { value: ThemeChoice; label: string; Icon: typeof SunIcon }[] = [
  { value: "system", label: "System", Icon: MonitorIcon },
  { value: "light", label: "Light", Icon: SunIcon },
  { value: "dark", label: "Dark", Icon: MoonIcon },
];

/**
 * A three-way theme switch (system is the default). The header has one from 640 px, the mobile drawer one under
 * it: each names its radio group apart.
 */
export function ThemeSwitcher({ className = "flex" }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const name = useId();
  return (
    <fieldset className={`items-center rounded-full bg-stone-100 p-0.5 dark:bg-stone-800 ${className}`}>
      <legend className="sr-only">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => (
        <label
          key={value}
          title={label}
          className={`flex cursor-pointer items-center rounded-full p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
            theme === value
              ? "bg-white text-stone-900 shadow-sm dark:bg-stone-600 dark:text-white"
              : "text-stone-600 dark:text-stone-300"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={theme === value}
            onChange={() => setTheme(value)}
            className="sr-only"
          />
          <Icon width={16} height={16} />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
