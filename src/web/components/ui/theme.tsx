import { Moon, Sun } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';

export type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';

const ThemeContext = createContext<{ theme: Theme; toggleTheme: () => void }>({
  theme: 'light',
  toggleTheme: () => {},
});

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

// The theme as a tiny store: public/page-init.js has already set the class before the first paint,
// and a server-rendered page was rendered light (the server cannot know). useSyncExternalStore
// hydrates with the server's value and then switches to the stored one without a mismatch error,
// and the class on <html> is only written when the visitor toggles, so it never flickers.
const themeListeners = new Set<() => void>();
let currentTheme: Theme | null = null;
const getTheme = (): Theme => {
  currentTheme ??= readStoredTheme();
  return currentTheme;
};
const subscribeTheme = (listener: () => void) => {
  themeListeners.add(listener);
  return () => themeListeners.delete(listener);
};

function applyTheme(theme: Theme) {
  currentTheme = theme;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // private mode: the theme simply is not remembered
  }
  for (const listener of themeListeners) listener();
}

/** Light/dark theme, default light, remembered in localStorage under `theme` (spec 1 §3, §4). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as Theme);
  const toggleTheme = useCallback(() => applyTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Açık temaya geç' : 'Koyu temaya geç';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
