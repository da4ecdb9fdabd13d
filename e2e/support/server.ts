/** The app the journeys run against: started by playwright.config.ts's webServer. SEATWISE_E2E_PORT moves
 * it, so two checkouts on one machine can run their journeys at once. */
export const E2E_PORT = Number(process.env.SEATWISE_E2E_PORT || 3210);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** ADMIN_SETUP_TOKEN of the e2e server, for journeys that create the first admin. */
export const E2E_ADMIN_SETUP_TOKEN = "e2e-admin-setup-token-0123456789";
/** The first admin, created by auth-admin.spec.ts (the "first-admin" project) before every other journey;
 * journeys that need an admin sign in as this one. */
export const E2E_ADMIN = { email: "e2e-admin@example.com", password: "e2e-admin-password-1" } as const;
