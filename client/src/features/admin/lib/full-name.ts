export const fullName = (u: { firstName?: string | null; lastName?: string | null }, fallback: string) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || fallback;
