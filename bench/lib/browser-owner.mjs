// An owner signed up in a browser context, with an event of `guests` imported from a realistic list: shared
// by the benchmarks of screens in Chromium.
import { guestCsv } from "../support/guest-csv.mjs";

/** Signs an owner up in `context` (its request API shares the browser's cookies), creates an event and
 * imports `guests` guests into it. Returns the event. */
export async function ownerWithGuests(context, guests) {
  const request = context.request;
  await request.post("/api/auth/sign-up/email", {
    data: { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "password-123" },
  });
  const event = await (
    await request.post("/api/events", { data: { title: "Bench", date: "2099-01-01" } })
  ).json();
  const imported = await request.post(`/api/events/${event.id}/guests/import`, {
    multipart: { file: { name: "guests.csv", mimeType: "text/csv", buffer: Buffer.from(guestCsv(guests)) } },
  });
  if (imported.status() !== 200)
    throw new Error(`import failed: ${imported.status()} ${await imported.text()}`);
  return event;
}
