import { LogIn, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountDeletionRefusal, impersonationRefusal } from '@common/admin-rules';
import type { AdminUser } from '@common/contracts/admin';
import { ROLES, type Role } from '@common/enums';
import { personName } from '@common/text';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { ConfirmAction } from '@web/features/account';
import { serverMessage } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useChangeUserRole } from '../api/change-user-role';
import { useDeleteUser } from '../api/delete-user';
import { useSetAccountStatus } from '../api/set-account-status';
import { useStartImpersonation } from '../api/start-impersonation';
import { CardCell, CardRow } from './card-table';
import { RoleChangeDialog, type PendingRoleChange } from './role-change-dialog';

/**
 * One user in the Users tab: role editing, reactivation, "Login as User" and Delete
 * (docs/product/admin.md). Buttons follow the server's own rules (common/admin-rules.ts).
 */
export function UserRow({ user, adminId }: { user: AdminUser; adminId: string | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const name = personName(user) || user.email;
  const isSelf = user.id === adminId;
  const changeRole = useChangeUserRole();
  const setStatus = useSetAccountStatus();
  const impersonate = useStartImpersonation();
  const remove = useDeleteUser();
  const column = (key: string) => t(`users.columns.${key}`);
  const fail = (error: unknown, fallback: string) =>
    toast({ variant: 'destructive', title: t('errorTitle'), description: serverMessage(error) ?? fallback });

  // A role picked in the dropdown waits for the admin's confirmation (RoleChangeDialog).
  const [pendingRole, setPendingRole] = useState<PendingRoleChange | null>(null);
  const onRolePicked = (role: string) => {
    if (role !== user.role) setPendingRole({ role: role as Role, step: 1 });
  };

  const onRoleConfirmed = (role: Role) =>
    changeRole.mutate(
      { userId: user.id, role },
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

  const onDelete = () =>
    remove.mutate(
      { userId: user.id },
      {
        onSuccess: () => toast({ title: t('users.deleted'), description: t('users.deletedText', { email: user.email }) }),
        onError: (error) => fail(error, t('users.deleteFailed')),
      },
    );

  const canViewAs = adminId !== undefined && impersonationRefusal(user, adminId) === null;
  // The last-admin rule needs a count only the server has; the browser hides only your own row's button.
  const canDelete = adminId !== undefined && accountDeletionRefusal(user, adminId, 1) === null;

  return (
    <CardRow>
      <CardCell label={column('name')} className="font-medium [overflow-wrap:anywhere]">
        {name}
      </CardCell>
      <CardCell label={column('email')} className="[overflow-wrap:anywhere]">
        {user.email}
      </CardCell>
      <CardCell label={column('role')}>
        {/* '' rather than undefined for no role: the Select stays controlled, so a pick the admin keeps back shows "No role" again. */}
        <Select value={user.role ?? ''} onValueChange={onRolePicked} disabled={isSelf || changeRole.isPending}>
          <SelectTrigger size="sm" width="custom" className="w-44" aria-label={isSelf ? t('users.ownRole') : t('users.roleSelectLabel', { name })}>
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
        <RoleChangeDialog
          pending={pendingRole}
          name={name}
          currentRole={user.role}
          onCancel={() => setPendingRole(null)}
          onNext={() => setPendingRole((pending) => pending && { ...pending, step: 2 })}
          onConfirm={(role) => {
            setPendingRole(null);
            onRoleConfirmed(role);
          }}
        />
      </CardCell>
      <CardCell label={column('profile')}>
        <Badge variant={user.profileStatus === 'Complete' ? 'secondary' : 'outline'}>{t(`users.profileStatus.${user.profileStatus}`)}</Badge>
      </CardCell>
      <CardCell label={column('created')} className="lg:whitespace-nowrap">
        {formatDate(user.createdAt, i18n.language, { style: 'short' })}
      </CardCell>
      <CardCell label={column('status')}>
        <Badge variant={user.accountStatus === 'active' ? 'secondary' : 'destructive'}>{t(`users.accountStatus.${user.accountStatus}`)}</Badge>
      </CardCell>
      <CardCell label={column('actions')}>
        <div className="flex flex-wrap gap-2 lg:flex-col lg:items-stretch">
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
          {canViewAs && (
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
          {canDelete && (
            <ConfirmAction
              trigger={
                <Button
                  size="sm"
                  variant="outline"
                  className="text-destructive dark:text-red-300"
                  disabled={remove.isPending}
                  aria-label={t('users.deleteLabel', { name })}
                >
                  <Trash2 aria-hidden="true" />
                  {t('users.delete')}
                </Button>
              }
              title={t('users.deleteTitle', { name })}
              description={t('users.deleteDescription', { email: user.email })}
              confirmLabel={t('users.confirmDelete')}
              onConfirm={onDelete}
              destructive
            />
          )}
        </div>
      </CardCell>
    </CardRow>
  );
}
