import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shiftBody, type PlannedDay, type Shift } from '@common/contracts/placement-hours';
import { Button } from '@web/components/ui/button';
import { useLogShift, useUpdateShift } from '../api/hours';
import { formatClock, formatDay } from '../lib/format';
import { useContractForm } from '../lib/use-contract-form';
import { TextAreaField, TextField } from './form-fields';
import { RefusalMessage } from './refusal-message';

interface ShiftValues {
  workDate: string;
  startTime: string;
  endTime: string;
  breakMinutes: string;
  activities: string;
}

const toBody = (values: ShiftValues) => ({
  workDate: values.workDate,
  startTime: values.startTime,
  endTime: values.endTime,
  breakMinutes: values.breakMinutes.trim() === '' ? 0 : Number(values.breakMinutes),
  activities: values.activities,
});

const valuesOf = (shift: Shift | null, today: string): ShiftValues => ({
  workDate: shift?.workDate ?? today,
  startTime: shift?.startTime ?? '',
  endTime: shift?.endTime ?? '',
  breakMinutes: String(shift?.breakMinutes ?? 0),
  activities: shift?.activities ?? '',
});

/**
 * The student logs a day, or changes one still logged or corrected by the supervisor (POST / PUT
 * …/hours). The agreement's planned days fill the times in one tap; the server says when a day is
 * refused (a day to come, a date already logged).
 */
export function HoursForm({
  placementId,
  shift,
  planned,
  today,
  onDone,
}: {
  placementId: string;
  /** The day changed; null to log a new one. */
  shift: Shift | null;
  planned: readonly PlannedDay[];
  today: string;
  onDone: (message: string | null) => void;
}) {
  const { t, i18n } = useTranslation('placement-hours');
  const create = useLogShift();
  const update = useUpdateShift();
  const pending = create.isPending || update.isPending;
  const { form, refusal, onRefused, clearRefusal } = useContractForm(shiftBody, toBody, valuesOf(shift, today));
  const title = shift ? t('form.editTitle', { date: formatDay(shift.workDate, i18n.language, 'weekday') }) : t('form.logTitle');
  const fill = (day: PlannedDay) =>
    form.reset({
      ...form.getValues(),
      workDate: day.workDate,
      startTime: day.startTime,
      endTime: day.endTime,
      breakMinutes: String(day.breakMinutes),
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={title}
        className="grid gap-4 rounded-md border p-4"
        onSubmit={form.handleSubmit((values) => {
          clearRefusal();
          const saved = { onSuccess: () => onDone(t('form.saved')), onError: onRefused };
          if (shift) update.mutate({ params: { id: placementId, shiftId: shift.id }, body: toBody(values) }, saved);
          else create.mutate({ params: { id: placementId }, body: toBody(values) }, saved);
        })}
      >
        <h3 className="text-base font-semibold">{title}</h3>
        {!shift && planned.length > 0 && (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">{t('form.planned')}</p>
            <div className="flex flex-wrap gap-2">
              {planned.map((day) => (
                <Button
                  key={day.workDate}
                  type="button"
                  variant="outline"
                  size={null}
                  className="h-auto rounded-md px-3 py-1 text-sm"
                  onClick={() => fill(day)}
                >
                  {t('form.usePlanned', {
                    date: formatDay(day.workDate, i18n.language, 'weekday'),
                    start: formatClock(day.startTime, i18n.language),
                    end: formatClock(day.endTime, i18n.language),
                  })}
                </Button>
              ))}
            </div>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="workDate" label={t('form.workDate')} required type="date" max={today} />
          <TextField name="breakMinutes" label={t('form.breakMinutes')} type="number" min={0} inputMode="numeric" />
          <TextField name="startTime" label={t('form.startTime')} required type="time" />
          <TextField name="endTime" label={t('form.endTime')} required type="time" />
        </div>
        <TextAreaField name="activities" label={t('form.activities')} hint={t('form.activitiesHint')} />
        {refusal ? <RefusalMessage error={refusal} fallback={t('form.saveFailed')} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" className="w-full sm:w-fit" disabled={pending}>
            {pending ? t('form.saving') : t('form.save')}
          </Button>
          <Button type="button" variant="ghost" className="w-full sm:w-fit" onClick={() => onDone(null)}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
