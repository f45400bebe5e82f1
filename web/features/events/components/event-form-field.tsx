import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@web/components/ui/label';

/**
 * A labelled control of the Create Event form with its hint and error tied to it for screen
 * readers. `children` renders the control with the ids it must carry.
 */
export function EventFormField({
  name,
  label,
  required,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** React Hook Form's error for the field (its type is the zod issue code). */
  error?: { type?: unknown; message?: string };
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; 'aria-required': true | undefined }) => ReactNode;
}) {
  const { t } = useTranslation('events');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
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
