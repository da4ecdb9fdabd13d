/** The app the journeys run against: started by playwright.config.ts's webServer. */
export const E2E_PORT = 3210;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** ADMIN_SETUP_TOKEN of the e2e server, for journeys that create the first admin. */
export const E2E_ADMIN_SETUP_TOKEN = "e2e-admin-setup-token-0123456789";
