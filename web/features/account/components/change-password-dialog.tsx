import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changePasswordBody } from '@common/contracts/auth';
import { accountEndpoints } from '@common/endpoints/account';
import { PasswordField } from '@web/components/form/password-field';
import { AccountChangeDialog } from './account-change-dialog';

/**
 * Change Password (docs/product/accounts.md#your-password-and-e-mail-address): the current password
 * and a new one under the sign-up rules. This session goes on; every other one ends.
 */
export function ChangePasswordDialog({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('account');
  return (
    <AccountChangeDialog
      endpoint={accountEndpoints.changePassword}
      schema={changePasswordBody}
      defaultValues={{ currentPassword: '', newPassword: '' }}
      currentPasswordField="currentPassword"
      icon={KeyRound}
      texts={{
        button: t('changePassword.button'),
        title: t('changePassword.title'),
        description: t('changePassword.description'),
        currentPassword: t('changePassword.current'),
        submit: t('changePassword.submit'),
        submitting: t('changePassword.submitting'),
        failed: t('changePassword.failed'),
      }}
      done={() => ({ title: t('changePassword.doneTitle'), description: t('changePassword.doneText') })}
      disabled={disabled}
    >
      {(form, currentPassword) => (
        <>
          {currentPassword}
          <PasswordField
            namespace="account"
            label={t('changePassword.new')}
            autoComplete="new-password"
            hint={t('changePassword.newHint')}
            error={form.formState.errors.newPassword}
            {...form.register('newPassword')}
          />
        </>
      )}
    </AccountChangeDialog>
  );
}
