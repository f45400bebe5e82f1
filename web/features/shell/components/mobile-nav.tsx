import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { MAIN_NAV_LINKS } from '../lib/nav-links';
import { MobileNavButton } from './mobile-nav-button';

/** On narrow screens the header links fold into one menu button. */
export function MobileNav({ showSignUp, defaultOpen }: { showSignUp: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MobileNavButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {MAIN_NAV_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{t(link.labelKey)}</Link>
          </DropdownMenuItem>
        ))}
        {showSignUp && (
          <DropdownMenuItem asChild>
            <Link to="/sign-up">{t('nav.signUp')}</Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
