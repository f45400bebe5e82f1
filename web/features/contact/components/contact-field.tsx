import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

type CommonProps = { name: string; label: string; error?: FieldError; hint?: string };
type ContactFieldProps =
  | (CommonProps & { multiline?: false } & Omit<ComponentProps<typeof Input>, 'name'>)
  | (CommonProps & { multiline: true } & Omit<ComponentProps<typeof Textarea>, 'name'>);

/** A labelled input or text area with its hint and error tied to it for screen readers. */
export function ContactField(props: ContactFieldProps) {
  const { t } = useTranslation('contact');
  const id = useId();
  const { name, label, error, hint } = props;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {props.multiline ? (
        <Textarea {...stripOwn(props)} {...shared} rows={6} />
      ) : (
        <Input {...stripOwn(props)} {...shared} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-300">
          {t(`validation.${name}.${error.type}`, { defaultValue: error.message ?? t('validation.generic') })}
        </p>
      )}
    </div>
  );
}

function stripOwn<T extends CommonProps & { multiline?: boolean }>(props: T) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { name, label, error, hint, multiline, ...rest } = props;
  return rest;
}
