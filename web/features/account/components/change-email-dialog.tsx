import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeEmailBody } from '@common/contracts/auth';
import { accountEndpoints } from '@common/endpoints/account';
import { InputField } from '@web/components/form/form-field';
import { AccountChangeDialog } from './account-change-dialog';

/**
 * Change E-mail (docs/product/accounts.md#your-password-and-e-mail-address): the new address and
 * the password. A link goes to the new address; nothing changes until it is opened there.
 */
export function ChangeEmailDialog({ currentEmail, disabled }: { currentEmail: string; disabled: boolean }) {
  const { t } = useTranslation('account');
  return (
    <AccountChangeDialog
      endpoint={accountEndpoints.changeEmail}
      schema={changeEmailBody}
      defaultValues={{ newEmail: '', password: '' }}
      currentPasswordField="password"
      icon={AtSign}
      texts={{
        button: t('changeEmail.button'),
        title: t('changeEmail.title'),
        description: t('changeEmail.description', { email: currentEmail }),
        currentPassword: t('changeEmail.password'),
        submit: t('changeEmail.submit'),
        submitting: t('changeEmail.submitting'),
        failed: t('changeEmail.failed'),
      }}
      done={(values) => ({
        title: t('changeEmail.doneTitle'),
        description: t('changeEmail.doneText', { email: values.newEmail.trim().toLowerCase() }),
      })}
      disabled={disabled}
    >
      {(form, currentPassword) => (
        <>
          <InputField
            namespace="account"
            label={t('changeEmail.new')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.newEmail}
            {...form.register('newEmail')}
          />
          {currentPassword}
        </>
      )}
    </AccountChangeDialog>
  );
}
