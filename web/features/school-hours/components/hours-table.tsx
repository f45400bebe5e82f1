import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A column's heading; `numeric` columns (counts, hours) are aligned right. */
export type HoursColumn = { label: string; numeric?: boolean };

/**
 * The school's tables of verified hours (its hours for a period, a student's placements): a caption for
 * screen readers, the column headings, the rows (HoursTableRow) and a total line whose figure stands in
 * the column `total.column` (numbered from 0), its label spanning the columns before it. Scrolls
 * sideways on a narrow screen rather than squeezing the names.
 */
export function HoursTable({
  caption,
  columns,
  total,
  children,
}: {
  caption: string;
  columns: HoursColumn[];
  total: { label: string; value: string; column: number };
  children: ReactNode;
}) {
  const after = columns.length - total.column - 1;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-left">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn('p-2 font-medium', column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        <tfoot>
          <tr className="border-t font-semibold">
            <th scope="row" colSpan={total.column > 1 ? total.column : undefined} className="p-2 text-left">
              {total.label}
            </th>
            <td className="p-2 text-right">{total.value}</td>
            {after > 0 && <td colSpan={after > 1 ? after : undefined} />}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One line of an HoursTable. */
export function HoursTableRow({ className, children }: { className?: string; children: ReactNode }) {
  return <tr className={cn('border-b last:border-0', className)}>{children}</tr>;
}
