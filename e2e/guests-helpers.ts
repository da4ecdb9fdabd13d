import { expect, type Page } from "@playwright/test";

/** Guests added through the API, for journeys that start with a list. */
export async function addGuests(page: Page, eventId: string, guests: Record<string, unknown>[]) {
  for (const guest of guests) {
    const response = await page.request.post(`/api/events/${eventId}/guests`, { data: guest });
    expect(response.status()).toBe(201);
  }
}

/** A CSV imported through the API (multipart, as the dialog sends it). */
export async function importCsv(page: Page, eventId: string, csv: string) {
  const response = await page.request.post(`/api/events/${eventId}/guests/import`, {
    multipart: { file: { name: "guests.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
  });
  expect(response.status()).toBe(200);
}

/** The row of the guest list for a guest's name. */
export function guestRow(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.getByRole("button", { name, exact: true }) });
}
