import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

type FormFieldProps = ComponentProps<typeof Input> & {
  name: string;
  label: string;
  error?: FieldError;
  /** Help shown under the field, e.g. password rules. */
  hint?: string;
};

/**
 * A labelled input with its error tied to it for screen readers. Zod messages come from the
 * shared contract in English, so they are looked up in auth.json by field and issue code first.
 */
export function FormField({ name, label, error, hint, ...inputProps }: FormFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {t(`validation.${name}.${error.type}`, { defaultValue: error.message ?? t('validation.generic') })}
        </p>
      )}
    </div>
  );
}
