import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { LOGIN_URL } from '../lib/nav-links';

// The role is not chosen at login; all four entries share one address (docs/product/accounts.md#signing-in).
const LOGIN_ROLES = ['student', 'employer', 'institution', 'admin'] as const;

export function LoginMenu() {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button>
          {t('login.button')}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('login.menuTitle')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LOGIN_ROLES.map((role) => (
          <DropdownMenuItem key={role} asChild>
            <a href={LOGIN_URL}>{t(`login.roles.${role}`)}</a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
