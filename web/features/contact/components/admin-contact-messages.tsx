/** Contact-form messages and the newsletter count, for the admin dashboard (issue 8 fills this in). */
export function AdminContactMessages() {
  return null;
}
