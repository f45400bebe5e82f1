import { ChevronDown, ClipboardList, LogOut, UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@common/contracts/auth';
import { accountLabel, avatarInitial } from '@common/text';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { accountMenuEntry, editProfileEntry, placementsEntry } from '../lib/account-menu-entry';
import { signOut } from '../lib/sign-out';

export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const entry = accountMenuEntry(user.role);
  const editProfile = editProfileEntry(user.role);
  const placements = placementsEntry(user.role);
  const label = accountLabel(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size={null} className="h-10 px-2 py-2 text-sm" aria-label={t('account.openMenu', { name: label })}>
          {/* The initial is a picture of the name beside it: hidden, so the button's name holds its visible text (WCAG 2.5.3). */}
          <Avatar size="sm" aria-hidden="true">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" className="object-cover" />}
            <AvatarFallback>{avatarInitial(user)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-32 truncate sm:inline">{label}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('account.menuTitle')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {entry && (
          <DropdownMenuItem asChild>
            <Link to={entry.to}>{t(entry.labelKey)}</Link>
          </DropdownMenuItem>
        )}
        {placements && (
          <DropdownMenuItem asChild>
            <Link to={placements.to}>
              <ClipboardList aria-hidden="true" />
              {t(placements.labelKey)}
            </Link>
          </DropdownMenuItem>
        )}
        {editProfile && (
          <DropdownMenuItem asChild>
            <Link to={editProfile.to}>
              <UserPen aria-hidden="true" />
              {t(editProfile.labelKey)}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('account.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
