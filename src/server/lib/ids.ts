const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else names no row, and is answered 404 like an id that names none. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
