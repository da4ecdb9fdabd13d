/** A row as the history keeps it (the database's snake_case columns) as the API gives it (camelCase). */
export function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    result[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  return result;
}
