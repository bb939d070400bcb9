// Ids from the outside are checked before they reach SQL: a malformed uuid would be a database error (500),
// while the API answers NOT_FOUND for anything that is not one of the caller's objects.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: string): boolean => UUID.test(v);
