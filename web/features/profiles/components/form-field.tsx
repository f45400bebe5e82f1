import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from '@web/components/ui/label';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and error tied to it for screen readers. Messages come from
 * the shared contract in English; profiles.json may translate them by field and issue code.
 */
export function FormField({ name, label, error, hint, children }: {
  name: string;
  label: string;
  error?: FieldError | undefined;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={hintId} className="text-sm text-muted-foreground">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-300">
          {t(`validation.${name}.${error.type}`, { defaultValue: error.message ?? t('validation.generic') })}
        </p>
      )}
    </div>
  );
}
