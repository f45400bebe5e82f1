import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { MAIN_NAV_LINKS } from '../lib/nav-links';

/** On narrow screens the header links fold into one menu button. */
export function MobileNav({ showSignUp }: { showSignUp: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" />
        </Button>
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
