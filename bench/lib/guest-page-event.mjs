// The guest page's benchmark event, seeded through the API as an owner would: 30 tables of 10 on a grid, 300
// guests seated, published with its table map. `call` goes on as that owner, `cookie()` is their session
// (bench/i18n.mjs sets the languages and opens the dashboard).
export const GUESTS = 300;
export const TABLES = 30;

const FIRST = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Amelia",
  "Oliver",
  "Sofía",
  "José",
  "Mia",
  "Lucas",
  "Zoë",
  "Élodie",
];
const LAST = ["Smith", "García", "Müller", "Rossi", "Kim", "Nguyen", "Brown", "Dubois", "Silva", "Kowalski"];

/** The owner's event through the API: 30 tables of 10 on a grid, 300 guests seated, published with its map. */
export async function seedGuestPageEvent(origin) {
  let cookie = "";
  const call = async (method, url, body) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { "content-type": "application/json", origin, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie();
    // Each answer's cookies replace those of the same name (the session stays when another one is set).
    if (set.length) {
      const jar = new Map(cookie ? cookie.split("; ").map((pair) => [pair.split("=")[0], pair]) : []);
      for (const c of set) jar.set(c.split("=")[0], c.split(";")[0]);
      cookie = [...jar.values()].join("; ");
    }
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  await call("POST", "/api/auth/sign-up/email", {
    name: "Bench Owner",
    email: "bench@example.com",
    password: "password-123",
  });
  const date = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const event = await call("POST", "/api/events", {
    title: "Olivia & Liam",
    date,
    time: "16:00",
    venue: "Rosewood Manor",
    address: "12 Garden Lane",
    description: "Ceremony at four, dinner at six, dancing until late.",
  });
  const tables = Array.from({ length: TABLES }, (_, i) => ({
    id: `new-${i}`,
    name: `Table ${i + 1}`,
    capacity: 10,
    shape: "round",
    position: { x: 150 + (i % 6) * 220, y: 150 + Math.floor(i / 6) * 220 },
    rotation: 0,
    isHead: false,
  }));
  const plan = await call("PUT", `/api/events/${event.id}/tables`, { tables, venueElements: [] });
  for (let i = 0; i < GUESTS; i += 1) {
    const table = plan.tables[i % TABLES];
    await call("POST", `/api/events/${event.id}/guests`, {
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`,
      email: `guest${i}@example.com`,
      phone: "+1 555 0100",
      status: i % 5 === 0 ? "invited" : "confirmed",
      tableId: table.id,
      seatNumber: Math.floor(i / TABLES) + 1,
      dietaryRestrictions: i % 7 === 0 ? "Vegetarian" : null,
      notes: "private note",
    });
  }
  await call("PATCH", `/api/events/${event.id}`, { isPublished: true, showTableMap: true });
  return { eventId: event.id, call, cookie: () => cookie };
}
