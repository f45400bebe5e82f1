import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** The ids a control must carry so its label, hint and error reach screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  name: string;
  label: string;
  /** The feature's i18n namespace: its `validation.<field>.<issue code>` keys translate the error. */
  namespace: string;
  required?: boolean;
  hint?: string;
  /** React Hook Form's error for the field (its type is the zod issue code). */
  error?: { type?: unknown; message?: string } | undefined;
  children: (control: ControlProps) => ReactNode;
}

/**
 * The one labelled form control of the app: label, control, hint and error, tied together for
 * screen readers. Zod messages come from the shared contracts in English; the feature's namespace
 * may translate them by field and issue code.
 */
export function FormField({ name, label, namespace, required, hint, error, children }: FormFieldProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive dark:text-red-300">
            {' *'}
          </span>
        )}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {t(`validation.${name}.${String(error.type)}`, { defaultValue: error.message ?? t('validation.generic') })}
        </p>
      )}
    </div>
  );
}

/** A FormField around a plain text input; the input's own props pass through. */
export function InputField({
  name,
  label,
  namespace,
  required,
  hint,
  error,
  ...inputProps
}: Omit<FormFieldProps, 'children'> & Omit<ComponentProps<typeof Input>, 'name'>) {
  return (
    <FormField name={name} label={label} namespace={namespace} required={required} hint={hint} error={error}>
      {(control) => <Input {...inputProps} {...control} name={name} required={required} />}
    </FormField>
  );
}
