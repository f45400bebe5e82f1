/** The Events tab of /admin: list, Create Event dialog, delete (issue 6 fills this in). */
export function AdminEventsTab() {
  return null;
}
