import { useTranslation } from 'react-i18next';
import type { Role } from '@common/enums';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';

/** A role picked in a user's row, waiting for the admin's word: `step` 2 is the second question before making someone an admin. */
export interface PendingRoleChange {
  role: Role;
  step: 1 | 2;
}

/**
 * Asks before a role changes (docs/product/admin.md#roles): one misclick in the dropdown must not
 * turn a student into an employer. Making someone an admin asks a second time, since an admin
 * can see and change everything.
 */
export function RoleChangeDialog({
  pending,
  name,
  currentRole,
  onCancel,
  onNext,
  onConfirm,
}: {
  pending: PendingRoleChange | null;
  name: string;
  currentRole: Role | null;
  onCancel: () => void;
  onNext: () => void;
  onConfirm: (role: Role) => void;
}) {
  const { t } = useTranslation('admin');
  const roleName = (role: Role | null) => t(`roles.${role ?? 'none'}`);
  const secondAsk = pending?.role === 'admin' && pending.step === 2;
  const needsSecondAsk = pending?.role === 'admin' && pending.step === 1;
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      {pending && (
        <AlertDialogContent key={pending.step}>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {secondAsk ? t('users.roleConfirm.adminTitle', { name }) : t('users.roleConfirm.title', { name, role: roleName(pending.role) })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {secondAsk
                ? t('users.roleConfirm.adminDescription', { name })
                : t('users.roleConfirm.description', { name, from: roleName(currentRole), to: roleName(pending.role) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('users.roleConfirm.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              variant={pending.role === 'admin' ? 'destructive' : undefined}
              onClick={(event) => {
                if (needsSecondAsk) {
                  // The dialog stays open for the second question.
                  event.preventDefault();
                  onNext();
                } else onConfirm(pending.role);
              }}
            >
              {secondAsk
                ? t('users.roleConfirm.adminConfirm', { name })
                : needsSecondAsk
                  ? t('users.roleConfirm.continue')
                  : t('users.roleConfirm.confirm', { role: roleName(pending.role) })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
