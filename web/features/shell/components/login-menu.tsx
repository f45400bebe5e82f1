import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { LOGIN_URL } from '../lib/nav-links';
import { LoginMenuButton } from './login-menu-button';

// The role is not chosen at login; all four entries share one address (docs/product/accounts.md#signing-in).
const LOGIN_ROLES = ['student', 'employer', 'institution', 'admin'] as const;

export function LoginMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LoginMenuButton />
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
