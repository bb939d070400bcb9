/** Up to two initials for an avatar ("Amina Haddad" → "AH"). */
export function initials(first: string | null | undefined, last: string | null | undefined): string {
  return `${first?.trim().charAt(0) ?? ''}${last?.trim().charAt(0) ?? ''}`.toUpperCase() || '?';
}
