import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { FormField, type FormFieldProps } from './form-field';

/**
 * The one password field of the app (sign-in, sign-up, reset, change password, closing an
 * account): a FormField whose input can be shown as text with its "Show" button, so a young user
 * on a phone can check what they typed (docs/product/accounts.md#passwords). The button's name
 * says which field it shows ("Show Password"), its visible word first.
 */
export function PasswordField({
  name,
  label,
  namespace,
  required,
  hint,
  error,
  ...inputProps
}: Omit<FormFieldProps, 'children'> & Omit<ComponentProps<typeof Input>, 'name' | 'type'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <FormField name={name} label={label} namespace={namespace} required={required} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input {...inputProps} {...control} name={name} required={required} type={shown ? 'text' : 'password'} className="pr-24" />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="absolute top-0.5 right-0.5"
            aria-controls={control.id}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {shown ? t('password.hide') : t('password.show')}
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      )}
    </FormField>
  );
}
