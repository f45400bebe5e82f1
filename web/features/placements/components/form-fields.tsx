import type { ComponentProps } from 'react';
import { Controller, get, useFormContext, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';

// The placement forms' fields: the app's one labelled field (FormField) bound to the form by its
// path, its error (the contract's or the server's, already in the reader's language) under it.

const NAMESPACE = 'placements';

function useFieldError(name: string): FieldError | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  return get(errors, name) as FieldError | undefined;
}

type FieldProps = { name: string; label: string; required?: boolean; hint?: string };

export function TextField({ name, label, required, hint, ...inputProps }: FieldProps & Omit<ComponentProps<typeof Input>, 'name'>) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField namespace={NAMESPACE} name={name} label={label} required={required} hint={hint} error={error}>
      {(control) => <Input {...inputProps} {...register(name)} {...control} />}
    </FormField>
  );
}

export function TextAreaField({ name, label, required, hint }: FieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FormField namespace={NAMESPACE} name={name} label={label} required={required} hint={hint} error={error}>
      {(control) => <Textarea rows={4} {...register(name)} {...control} />}
    </FormField>
  );
}

/** A select bound to a string value ('' shows the placeholder). */
export function SelectField<Values extends FieldValues>({
  name,
  label,
  required,
  hint,
  options,
  placeholder,
  onChosen,
}: FieldProps & {
  name: Path<Values>;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  onChosen?: (value: string) => void;
}) {
  const { control } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <FormField namespace={NAMESPACE} name={name} label={label} required={required} hint={hint} error={error}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={(field.value as string | undefined) ?? ''}
              onValueChange={(value) => {
                field.onChange(value);
                onChosen?.(value);
              }}
              disabled={options.length === 0}
            >
              <SelectTrigger {...props} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}
