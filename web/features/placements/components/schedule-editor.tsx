import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import type { EmployerFormValues } from '../lib/employer-form';
import { newScheduleRow } from '../lib/employer-form';
import { SelectField, TextField } from './form-fields';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The week's working days: one row each (weekday, start, end, break), added and removed; at most seven. */
export function ScheduleEditor() {
  const { t } = useTranslation('placements');
  const { control, getValues } = useFormContext<EmployerFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'days' });
  const weekdays = WEEKDAYS.map((value) => ({ value, label: t(`weekdays.${value}`) }));
  return (
    <div className="grid gap-4">
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end">
          <legend className="px-1 text-sm font-medium">{t('form.scheduleDay', { number: index + 1 })}</legend>
          <SelectField<EmployerFormValues>
            name={`days.${index}.weekday`}
            label={t('form.weekday')}
            required
            options={weekdays}
            placeholder={t('form.chooseWeekday')}
          />
          <TextField name={`days.${index}.start`} label={t('form.start')} required type="time" />
          <TextField name={`days.${index}.end`} label={t('form.end')} required type="time" />
          <TextField name={`days.${index}.breakMinutes`} label={t('form.breakMinutes')} required type="number" inputMode="numeric" min={0} step={1} />
          <Button
            type="button"
            variant="outline"
            onClick={() => remove(index)}
            disabled={fields.length === 1}
            aria-label={t('form.removeDay', { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" />
            <span className="sm:sr-only">{t('form.remove')}</span>
          </Button>
        </fieldset>
      ))}
      {fields.length < WEEKDAYS.length && (
        <Button type="button" variant="outline" className="w-fit" onClick={() => append(newScheduleRow(getValues('days')))}>
          <Plus aria-hidden="true" />
          {t('form.addDay')}
        </Button>
      )}
    </div>
  );
}
