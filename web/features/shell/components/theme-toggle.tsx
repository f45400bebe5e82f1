import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { useTheme } from './theme-provider';

export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const { theme, toggle } = useTheme();
  const isDark = theme === 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={isDark ? t('theme.switchToLight') : t('theme.switchToDark')}>
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
