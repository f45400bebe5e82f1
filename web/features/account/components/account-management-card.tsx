/** The Account Management card shown on every dashboard (issue 3 fills this in). */
export function AccountManagementCard() {
  return null;
}
