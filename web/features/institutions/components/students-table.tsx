import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTION_TABLE_SKILLS_SHOWN } from '@common/constants';
import { ROSTER_STATUSES, type RosterStatus, type RosterStudent } from '@common/contracts/institutions';
import { personName } from '@common/text';
import { ALL_STATUSES, ListFilters, ShowMoreButton, statusQuery, type ListFilterValue } from '@web/components/list-controls';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@web/components/ui/tooltip';
import { StudentPlacementsSummaryButton } from '@web/features/school-hours';
import { formatList } from '@web/lib/format-list';
import { useStudents } from '../api/get-students';
import { ExportStudentRecord } from './export-student-record';
import { RemoveStudentButton } from './remove-student-button';
import { useChoiceLabel } from '@web/lib/choice-labels';

function SkillsCell({ skills }: { skills: string[] }) {
  const { t, i18n } = useTranslation('institutions');
  const shown = skills.slice(0, INSTITUTION_TABLE_SKILLS_SHOWN);
  const rest = skills.slice(INSTITUTION_TABLE_SKILLS_SHOWN);
  return (
    <div className="flex flex-wrap gap-1">
      {shown.map((skill) => (
        <Badge key={skill} variant="secondary">
          {skill}
        </Badge>
      ))}
      {rest.length > 0 && (
        // Focusable, so keyboard users open the tooltip too; screen readers read the list from the badge.
        <Tooltip>
          <TooltipTrigger asChild>
            <Badge variant="outline" tabIndex={0}>
              <span aria-hidden="true">{t('students.moreSkills', { count: rest.length })}</span>
              <span className="sr-only">{t('students.moreSkillsLabel', { count: rest.length, skills: formatList(rest, i18n.language) })}</span>
            </Badge>
          </TooltipTrigger>
          <TooltipContent aria-hidden="true">{formatList(rest, i18n.language)}</TooltipContent>
        </Tooltip>
      )}
    </div>
  );
}

function StudentRow({ student }: { student: RosterStudent }) {
  const { t } = useTranslation('institutions');
  const educationLevelLabel = useChoiceLabel('educationLevels');
  const name = personName(student) || t('students.unnamed');
  return (
    <tr className="border-b last:border-0">
      {/* The e-mail under the name: one column less, so the table fits a 1280 px screen. */}
      <th scope="row" className="min-w-48 p-3 text-left align-top font-medium">
        {name}
        <span className="block break-all font-normal text-muted-foreground">{student.email}</span>
      </th>
      <td className="p-3">{student.grade ?? '—'}</td>
      <td className="p-3">{student.educationLevel ? educationLevelLabel(student.educationLevel) : '—'}</td>
      <td className="p-3">
        <SkillsCell skills={student.skills} />
      </td>
      <td className="p-3">{student.expectedGraduation ?? '—'}</td>
      <td className="p-3 text-right">{student.applicationCount}</td>
      <td className="p-3 text-right">
        {student.placementCount}
        {/* Their placements with the school: verified hours, evaluations, certificates (docs/product/placement-hours.md#the-schools-views). */}
        {student.placementCount > 0 && <StudentPlacementsSummaryButton studentId={student.id} name={name} />}
      </td>
      <td className="p-3">
        {student.resumeUrl ? (
          <a href={student.resumeUrl} className="text-primary underline underline-offset-4" aria-label={t('students.downloadResume', { name })}>
            {t('students.resumeShort')}
          </a>
        ) : (
          <span className="text-muted-foreground">{t('students.noResume')}</span>
        )}
      </td>
      <td className="flex flex-wrap gap-2 p-3">
        <ExportStudentRecord studentId={student.id} name={name} />
        <RemoveStudentButton studentId={student.id} name={name} />
      </td>
    </tr>
  );
}

/** The registered students table, searched and filtered, a page at a time (docs/product/schools.md#roster-and-placements). */
export function StudentsTable() {
  const { t } = useTranslation('institutions');
  const [filter, setFilter] = useState<ListFilterValue>({ q: '', status: ALL_STATUSES });
  const students = useStudents({ q: filter.q, status: statusQuery<RosterStatus>(filter.status) });
  const rows = students.data?.pages.flatMap((page) => page.items) ?? [];
  const total = students.data?.pages[0]?.total ?? rows.length;
  const filtered = filter.q !== '' || filter.status !== ALL_STATUSES;
  const headers = ['name', 'grade', 'educationLevel', 'skills', 'graduation', 'applications', 'placements', 'resume', 'actions'] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('students.title')}</CardTitle>
        <CardDescription>{t('students.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* The filters show once there is a roster to search (or while a search is on). */}
        {(filtered || rows.length > 0) && (
          <ListFilters
            value={filter}
            onChange={setFilter}
            searchLabel={t('students.search')}
            statusLabel={t('students.statusLabel')}
            statuses={ROSTER_STATUSES.map((status) => ({ value: status, label: t(`students.statuses.${status}`) }))}
          />
        )}
        {students.isError && <p className="text-sm text-destructive dark:text-red-300">{t('loadFailed')}</p>}
        {students.isSuccess && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">{t(filtered ? 'students.noMatches' : 'students.none')}</p>
        )}
        {rows.length > 0 && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('students.shown', { shown: rows.length, total })}
            </p>
            {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. Relative:
                the screen-reader-only texts inside (positioned) are clipped here too, not past the page's edge. */}
            <div className="relative overflow-x-auto rounded-md border" role="region" aria-label={t('students.tableLabel')} tabIndex={0}>
              <table className="w-full min-w-[52rem] text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    {headers.map((key) => (
                      <th
                        key={key}
                        scope="col"
                        className={`p-3 font-medium ${key === 'applications' || key === 'placements' ? 'text-right' : 'text-left'}`}
                      >
                        {t(`students.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                {/* One provider per table: after one badge's tooltip closes, the next opens at once. */}
                <TooltipProvider>
                  <tbody>
                    {rows.map((student) => (
                      <StudentRow key={student.id} student={student} />
                    ))}
                  </tbody>
                </TooltipProvider>
              </table>
            </div>
          </>
        )}
        <ShowMoreButton query={students} label={t('students.more', { shown: rows.length, total })} />
      </CardContent>
    </Card>
  );
}
