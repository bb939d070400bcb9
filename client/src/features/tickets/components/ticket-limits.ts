// The server's limits for tickets (server/src/features/tickets/tickets.validation.ts), checked in the page too so
// that the message is in the page's language; lengths count the trimmed text, as the server does.
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;
