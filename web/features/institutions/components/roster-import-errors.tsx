import { useTranslation } from 'react-i18next';
import type { RosterImportError } from '@common/contracts/roster-imports';

/** The file's faults by line (the header is line 1), in a table that scrolls on its own on a phone. */
export function RosterImportErrors({ errors }: { errors: RosterImportError[] }) {
  const { t } = useTranslation('institutions');
  return (
    <div className="max-h-80 overflow-auto rounded-md border" tabIndex={0} role="group" aria-labelledby="roster-import-errors-caption">
      <table className="w-full text-sm">
        <caption id="roster-import-errors-caption" className="p-2 text-left font-medium">
          {t('rosterImport.errors.caption', { count: errors.length })}
        </caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2 text-left">
              {t('rosterImport.errors.line')}
            </th>
            <th scope="col" className="p-2 text-left">
              {t('rosterImport.errors.field')}
            </th>
            <th scope="col" className="p-2 text-left">
              {t('rosterImport.errors.message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${error.line}-${error.field ?? ''}-${index}`} className="border-t align-top">
              <th scope="row" className="p-2 text-left font-medium">
                {error.line}
              </th>
              <td className="p-2">{error.field ? t(`rosterImport.columns.${error.field}`, { defaultValue: error.field }) : '—'}</td>
              <td className="p-2">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
