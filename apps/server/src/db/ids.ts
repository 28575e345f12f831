const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL or body can name a uuid row; anything else is "not found", never a database error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
