import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLASS_CODE_FORM_LIFETIMES,
  classCodeForm,
  type ClassCodeFormInput,
  type ClassCodeFormValues,
  type CreateClassCodeBody,
} from '@common/contracts/class-codes';
import { FormField, InputField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-client';
import { useCreateClassCode } from '../api/class-codes';

/** The form's lifetime as the API takes it: days, or the end of the chosen day in this browser's time zone. */
function toBody(values: ClassCodeFormValues): CreateClassCodeBody {
  if (values.lifetime !== 'date') return { label: values.label, lifetimeDays: Number(values.lifetime) as 7 | 30 | 90 };
  return { label: values.label, expiresAt: new Date(`${values.endDate}T23:59:59.999`).toISOString() };
}

/** "Make a code": a label ("Grade 10 – Ms Roy") and a lifetime (docs/product/school-sign-in.md#class-codes). */
export function ClassCodeForm() {
  const { t } = useTranslation('institutions');
  const create = useCreateClassCode();
  const form = useForm<ClassCodeFormInput, unknown, ClassCodeFormValues>({
    resolver: zodResolver(classCodeForm),
    defaultValues: { label: '', lifetime: '30', endDate: '' },
  });
  const { errors } = form.formState;
  const untilDay = useWatch({ control: form.control, name: 'lifetime' }) === 'date';

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: ({ classCode }) => {
        toast({ title: t('classCodes.created', { code: classCode.code }) });
        form.reset();
      },
      onError: (error) => toast({ variant: 'destructive', title: serverMessage(error) ?? t('classCodes.failed') }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
      <InputField
        namespace="institutions"
        label={t('classCodes.label')}
        placeholder={t('classCodes.labelPlaceholder')}
        error={errors.label}
        {...form.register('label')}
      />
      <FormField namespace="institutions" name="lifetime" label={t('classCodes.lifetime')} error={errors.lifetime}>
        {(control) => (
          <Controller
            control={form.control}
            name="lifetime"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CLASS_CODE_FORM_LIFETIMES.map((lifetime) => (
                    <SelectItem key={lifetime} value={lifetime}>
                      {t(`classCodes.lifetimes.${lifetime}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {t('classCodes.create')}
      </Button>
      {untilDay && (
        <InputField namespace="institutions" type="date" label={t('classCodes.endDate')} error={errors.endDate} {...form.register('endDate')} />
      )}
    </form>
  );
}
