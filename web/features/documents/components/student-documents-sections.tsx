/**
 * "Institution Documents" and "My Documents" on the student dashboard, shown only when the
 * student has an institution (issue 5 fills this in).
 */
export function StudentDocumentsSections() {
  return null;
}
