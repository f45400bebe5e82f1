import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Theme } from '@common/enums';
import { applyTheme, DEFAULT_THEME, readStoredTheme, toggleTheme, writeStoredTheme } from '../lib/theme-storage';

interface ThemeContextValue {
  theme: Theme;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The theme lives outside React: read from storage once, kept here when storage refuses writes.
let current: Theme | undefined;
const listeners = new Set<() => void>();

function readTheme(): Theme {
  return (current ??= readStoredTheme(window.localStorage));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function toggle(): void {
  current = toggleTheme(readTheme());
  applyTheme(document.documentElement, current);
  writeStoredTheme(window.localStorage, current);
  for (const listener of listeners) listener();
}

/**
 * A prerendered page (web/prerender) was rendered with the default theme; while React takes it
 * over it renders with that too, then with the saved one, so the two never disagree.
 */
const prerenderedTheme = (): Theme => DEFAULT_THEME;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, prerenderedTheme);
  const value = useMemo(() => ({ theme, toggle }), [theme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
