import { LogIn, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/contracts/admin';
import { ROLES, type Role } from '@common/enums';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useChangeUserRole } from '../api/change-user-role';
import { useSetAccountStatus } from '../api/set-account-status';
import { useStartImpersonation } from '../api/start-impersonation';
import { canImpersonate, displayName, formatDate } from '../lib/format';
import { Cell } from './scroll-table';

/** One user in the Users tab: role editing, reactivation, and "Login as User" (docs/product/admin.md). */
export function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  const changeRole = useChangeUserRole();
  const setStatus = useSetAccountStatus();
  const impersonate = useStartImpersonation();
  const fail = (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: t('errorTitle'), description: serverMessage(error) ?? fallback });

  const onRoleChange = (role: string) =>
    changeRole.mutate(
      { userId: user.id, role: role as Role },
      {
        onSuccess: () => toast({ title: t('users.roleUpdated') }),
        onError: (error) => fail(error, t('users.roleUpdateFailed')),
      },
    );

  const onReactivate = () =>
    setStatus.mutate(
      { userId: user.id, status: 'active' },
      {
        onSuccess: () => toast({ title: t('users.reactivated') }),
        onError: (error) => fail(error, t('users.reactivateFailed')),
      },
    );

  // A successful start reloads the whole app at / as that user (useStartImpersonation).
  const onImpersonate = () => impersonate.mutate({ targetUserId: user.id }, { onError: (error) => fail(error, t('users.impersonationFailed')) });

  return (
    <tr className="border-t">
      <Cell className="whitespace-nowrap font-medium">{name}</Cell>
      <Cell className="whitespace-nowrap">{user.email}</Cell>
      <Cell>
        <Select value={user.role ?? undefined} onValueChange={onRoleChange} disabled={isSelf || changeRole.isPending}>
          <SelectTrigger className="h-9 w-56" aria-label={isSelf ? t('users.ownRole') : t('users.roleSelectLabel', { name })}>
            <SelectValue placeholder={t('roles.none')} />
          </SelectTrigger>
          <SelectContent>
            {ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {t(`roles.${role}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Cell>
      <Cell>
        <Badge variant={user.profileStatus === 'Complete' ? 'secondary' : 'outline'}>{t(`users.profileStatus.${user.profileStatus}`)}</Badge>
      </Cell>
      <Cell className="whitespace-nowrap">{formatDate(user.createdAt)}</Cell>
      <Cell>
        <Badge variant={user.accountStatus === 'active' ? 'secondary' : 'destructive'}>{t(`users.accountStatus.${user.accountStatus}`)}</Badge>
      </Cell>
      <Cell>
        <div className="flex flex-wrap gap-2">
          {user.accountStatus === 'suspended' && (
            <Button
              size="sm"
              variant="outline"
              onClick={onReactivate}
              disabled={setStatus.isPending}
              aria-label={t('users.reactivateLabel', { name })}
            >
              <RotateCcw aria-hidden="true" />
              {t('users.reactivate')}
            </Button>
          )}
          {canImpersonate(user) && (
            <Button
              size="sm"
              variant="outline"
              onClick={onImpersonate}
              disabled={impersonate.isPending}
              aria-label={t('users.loginAsLabel', { name })}
            >
              <LogIn aria-hidden="true" />
              {t('users.loginAs')}
            </Button>
          )}
        </div>
      </Cell>
    </tr>
  );
}
