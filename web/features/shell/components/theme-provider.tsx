import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '@common/enums';
import { applyTheme, readStoredTheme, toggleTheme, writeStoredTheme } from '../lib/theme-storage';

interface ThemeContextValue {
  theme: Theme;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(() => readStoredTheme(window.localStorage));

  useEffect(() => {
    applyTheme(document.documentElement, theme);
    writeStoredTheme(window.localStorage, theme);
  }, [theme]);

  const toggle = useCallback(() => setTheme(toggleTheme), []);
  const value = useMemo(() => ({ theme, toggle }), [theme, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
