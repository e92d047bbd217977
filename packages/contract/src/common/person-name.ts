/**
 * A person's name as the console shows it: first and last name with no space left by an empty
 * one (a user's last name may be empty), as the server's SQL spells it (platform/core/sql/
 * person-name.ts) for the names in its answers and files.
 */
export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}
