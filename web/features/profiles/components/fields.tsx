import type { HTMLInputTypeAttribute } from 'react';
import { Controller, useFormContext, type FieldError, type FieldValues } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ChoiceSelect, type ChoiceOption } from './choice-select';
import { FormField } from '@web/components/form/form-field';

// Fields bound by name to the surrounding form (FormProvider), so a setup page reads as a list
// of its fields. Input kinds follow docs/product/profiles.md (url, email, date, month, number).

function useField(name: string) {
  const form = useFormContext<FieldValues>();
  return { form, error: form.formState.errors[name] as FieldError | undefined };
}

export function TextField({
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  hint,
  className,
  required,
}: {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  hint?: string;
  className?: string;
  required?: boolean;
}) {
  const { form, error } = useField(name);
  return (
    <div className={className}>
      <FormField namespace="profiles" name={name} label={label} error={error} {...(hint ? { hint } : {})}>
        {(props) => (
          <Input
            {...props}
            {...form.register(name)}
            type={type}
            placeholder={placeholder}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            {...(type === 'number' ? { inputMode: 'numeric' as const, step: 1 } : {})}
          />
        )}
      </FormField>
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  placeholder,
  hint,
  className,
}: {
  name: string;
  label: string;
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  const { form, error } = useField(name);
  return (
    <div className={className}>
      <FormField namespace="profiles" name={name} label={label} error={error} {...(hint ? { hint } : {})}>
        {(props) => <Textarea {...props} {...form.register(name)} rows={4} placeholder={placeholder} />}
      </FormField>
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  placeholder,
  onChosen,
  hint,
  className,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  placeholder: string;
  hint?: string;
  /** Runs after the value changes, e.g. to clear fields that depend on it. */
  onChosen?: (value: string) => void;
  className?: string;
}) {
  const { form, error } = useField(name);
  return (
    <div className={className}>
      <FormField namespace="profiles" name={name} label={label} error={error} {...(hint ? { hint } : {})}>
        {(props) => (
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <ChoiceSelect
                control={props}
                value={field.value as string | null | undefined}
                onBlur={field.onBlur}
                onChange={(value) => {
                  field.onChange(value);
                  onChosen?.(value);
                }}
                options={options}
                placeholder={placeholder}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
