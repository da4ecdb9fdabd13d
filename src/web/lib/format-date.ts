/** "Saturday, June 12, 2027 at 16:00" from the stored YYYY-MM-DD and HH:MM, in the reader's language. */
export function formatEventDate(date: string, time?: string | null): string {
  const day = new Date(`${date}T00:00:00`);
  if (Number.isNaN(day.getTime())) return date;
  const text = day.toLocaleDateString(undefined, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return time ? `${text} at ${time}` : text;
}
