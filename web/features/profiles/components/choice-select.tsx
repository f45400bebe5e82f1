import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { ControlProps } from '@web/components/form/form-field';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Shown after the label, in the list and in the chosen value (e.g. the "Verified" mark). */
  mark?: ReactNode;
}

/** A select bound to a string form value; '' means nothing chosen (shows the placeholder). */
export function ChoiceSelect({
  control,
  value,
  onChange,
  options,
  placeholder,
  disabled,
  onBlur,
}: {
  control: ControlProps;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly ChoiceOption[];
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
            {option.mark && <> {option.mark}</>}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options of one of the product's enumerations, each shown by its label (useChoiceLabels). */
export const asOptions = (values: readonly string[], label: (value: string) => string): ChoiceOption[] =>
  values.map((value) => ({ value, label: label(value) }));
