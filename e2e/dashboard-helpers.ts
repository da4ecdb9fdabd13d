import { expect, type Page } from "@playwright/test";

/** A fresh owner, signed in through the API (sign-up signs the browser context in). */
export async function signUpOwner(page: Page, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Ann Lee", email, password: "password-123" },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A future YYYY-MM-DD. */
export function futureDate(days = 200) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An event created through the API, for journeys that start after onboarding. */
export async function createEvent(page: Page, title = "Emma & Liam") {
  const response = await page.request.post("/api/events", {
    data: { title, date: futureDate(), venue: "Rosewood Manor", guestCount: 80 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}
