import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { useLanguageChoice } from '@web/features/language';
import { MAIN_NAV_LINKS } from '../lib/nav-links';
import { MobileNavButton } from './mobile-nav-button';

/** On narrow screens the header links fold into one menu button, with the language switch on the narrowest. */
export function MobileNav({ showSignUp, defaultOpen }: { showSignUp: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const other = useLanguageChoice();
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
        <DropdownMenuItem className="sm:hidden" lang={other.language} onSelect={other.choose}>
          {other.name}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
