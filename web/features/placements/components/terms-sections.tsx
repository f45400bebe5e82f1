import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { minutesWorked, weeklyMinutes, type ScheduleDay, type WeeklySchedule } from '@common/placement-schedule';
import { plainDuration } from '@common/placement-rules';
import { useChoiceLabel } from '@web/lib/choice-labels';
import { formatClock, formatDay } from '../lib/format';

/** The agreement's fields in readable sections; an empty one reads "Not filled in yet". */
export function TermsSections({ placement }: { placement: Placement }) {
  const { t, i18n } = useTranslation('placements');
  const regionLabel = useChoiceLabel('regions');
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const { terms } = placement;
  const { workplace } = terms;
  const day = (value: string | null) => (value ? formatDay(value, i18n.language) : null);
  const place = [
    workplace.address,
    workplace.city,
    workplace.region && regionLabel(workplace.region),
    workplace.postalCode,
    workplace.country && t(`countries.${workplace.country}`),
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <section aria-labelledby="terms-heading" className="grid gap-4">
      <h2 id="terms-heading" className="text-xl font-semibold">
        {t('terms.title')}
      </h2>
      <TermsGroup title={t('sections.workplace')}>
        <Term label={t('fields.legalName')} value={workplace.legalName} />
        <Term label={t('fields.address')} value={place || null} />
      </TermsGroup>
      <TermsGroup title={t('sections.dates')}>
        <Term label={t('fields.startDate')} value={day(terms.startDate)} />
        <Term label={t('fields.endDate')} value={day(terms.endDate)} />
      </TermsGroup>
      <TermsGroup title={t('sections.time')}>
        {terms.schedule ? (
          <>
            {terms.schedule.days.map((entry) => (
              <Term
                key={entry.weekday}
                label={t(`weekdays.${entry.weekday}`)}
                value={t('terms.scheduleDay', {
                  start: formatClock(entry.start, i18n.language),
                  end: formatClock(entry.end, i18n.language),
                  breakMinutes: entry.breakMinutes,
                  worked: plainDuration(minutesWorked(entry as ScheduleDay), language),
                })}
              />
            ))}
            <Term label={t('terms.weekTotal')} value={plainDuration(weeklyMinutes(terms.schedule as WeeklySchedule), language)} />
          </>
        ) : (
          <Term label={t('fields.weeklyHours')} value={terms.weeklyHours === null ? null : t('terms.hoursPerWeek', { count: terms.weeklyHours })} />
        )}
      </TermsGroup>
      <TermsGroup title={t('sections.tasks')}>
        <Term label={t('fields.tasks')} value={terms.tasks} long />
        <Term label={t('fields.learningGoals')} value={terms.learningGoals} long />
      </TermsGroup>
      <TermsGroup title={t('sections.supervisor')}>
        <Term label={t('fields.name')} value={terms.supervisor.name} />
        <Term label={t('fields.role')} value={terms.supervisor.role} />
        <Term label={t('fields.email')} value={terms.supervisor.email} />
        <Term label={t('fields.phone')} value={terms.supervisor.phone} />
      </TermsGroup>
      <TermsGroup title={t('sections.safety')}>
        <Term label={t('fields.hazards')} value={terms.hazards} long />
        <Term label={t('fields.protectiveEquipment')} value={terms.protectiveEquipment} long />
      </TermsGroup>
      <TermsGroup title={t('sections.insurance')}>
        <Term label={t('fields.coveredBy')} value={terms.insurance.coveredBy && t(`insurers.${terms.insurance.coveredBy}`)} />
        <Term label={t('fields.insuranceDetails')} value={terms.insurance.details} />
      </TermsGroup>
      <TermsGroup title={t('sections.emergency')}>
        <Term label={t('fields.name')} value={terms.emergencyContact.name} />
        <Term label={t('fields.phone')} value={terms.emergencyContact.phone} />
      </TermsGroup>
      {placement.institution && (
        <TermsGroup title={t('sections.coordinator')}>
          <Term label={t('fields.name')} value={terms.coordinator.name} />
          <Term label={t('fields.email')} value={terms.coordinator.email} />
          <Term label={t('fields.phone')} value={terms.coordinator.phone} />
        </TermsGroup>
      )}
      <TermsGroup title={t('sections.guardian')}>
        <Term label={t('fields.name')} value={terms.guardian.name} />
        <Term label={t('fields.email')} value={terms.guardian.email} />
        <Term label={t('fields.phone')} value={terms.guardian.phone} />
      </TermsGroup>
    </section>
  );
}

function TermsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-4">{children}</dl>
    </div>
  );
}

/** One field: its label and value, or "Not filled in yet". */
function Term({ label, value, long = false }: { label: string; value: string | null; long?: boolean }) {
  const { t } = useTranslation('placements');
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className={long ? 'break-words whitespace-pre-line' : 'break-words'}>
        {value ?? <span className="italic text-muted-foreground">{t('terms.notFilled')}</span>}
      </dd>
    </>
  );
}
