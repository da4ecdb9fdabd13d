// What each language costs a phone (cold visits, gzip -9 of every body, the built app on a fresh embedded
// database):
// 1. The guest page of a 300-guest event in each of the seven languages (`?lang=`): its script, which is the
//    same few kilobytes in every language (the page's texts come with its HTML, rendered on the server), and
//    its HTML, which must stay within a tenth of the English page's.
// 2. The owner's dashboard, signed in, in each language (the account's): every script requested before its
//    heading shows (the app's entry, the screen's chunks, that language's core catalog), against the dashboard's
//    budget of 120 KiB, and the core catalog alone (16 KiB; the screen groups' parts load with them).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { firstScreenScripts } from "./lib/first-screen.mjs";
import { goal } from "./lib/goals.mjs";
import { GUESTS, seedGuestPageEvent } from "./lib/guest-page-event.mjs";
import { CHROMIUM, FLAGS, kib, transfer } from "./lib/phone-visit.mjs";
import { requireBuild, startApp } from "./lib/server.mjs";

requireBuild("i18n");
const LOCALES = ["en", "es", "fr", "de", "pt", "it", "ar"];
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const GUEST_PAGE_SCRIPT_BUDGET = 4 * 1024;
const DASHBOARD_BUDGET = 120 * 1024;
const CATALOG_BUDGET = 16 * 1024;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatwise-bench-i18n-"));
const app = await startApp({ dataDir, logLevel: "warn" });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
try {
  const { eventId, call, cookie } = await seedGuestPageEvent(app.origin);
  const guestPage = [];
  for (const locale of LOCALES) {
    // The page speaks the language `?lang=` asks for when the event offers it.
    await call("PATCH", `/api/events/${eventId}`, { languages: locale === "en" ? ["en"] : [locale, "en"] });
    const visit = await transfer(browser, PHONE, `${app.origin}/event/${eventId}?lang=${locale}`);
    guestPage.push({
      locale,
      script: visit.jsGzip,
      html: visit.document?.gzip ?? 0,
      requests: visit.requests,
    });
  }
  console.log(`\nguest page of ${GUESTS} guests, per language (gzip -9)`);
  console.table(
    guestPage.map((row) => ({
      language: row.locale,
      script: kib(row.script),
      html: kib(row.html),
      requests: row.requests,
    })),
  );
  const english = guestPage.find((row) => row.locale === "en");
  for (const row of guestPage) {
    goal(
      `guest page in ${row.locale}: script ≤ ${kib(GUEST_PAGE_SCRIPT_BUDGET)} (${kib(row.script)}), HTML within 10 % of English (${kib(row.html)} vs ${kib(english.html)})`,
      row.script <= GUEST_PAGE_SCRIPT_BUDGET && row.html <= english.html * 1.1,
    );
  }

  const session = cookie()
    .split("; ")
    .map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: app.origin };
    });
  const dashboard = [];
  for (const locale of LOCALES) {
    // The owner's own language: the account's choice decides, as for a real owner.
    await call("PUT", "/api/me/locale", { locale });
    const context = await browser.newContext({ ...PHONE, locale });
    await context.addCookies([...session, { name: "seatwise-locale", value: locale, url: app.origin }]);
    const page = await context.newPage();
    const { before } = await firstScreenScripts(page, `${app.origin}/dashboard`);
    let total = 0;
    let catalog = 0;
    for (const { url, gzip } of before) {
      total += gzip;
      // The language's core catalog chunk (its parts load with their screens).
      if (new RegExp(`/assets/${locale}-[\\w-]{8}\\.js$`).test(url)) catalog = gzip;
    }
    const lang = await page.evaluate(
      () => `${document.documentElement.lang} ${document.documentElement.dir}`,
    );
    dashboard.push({ locale, total, catalog, lang, scripts: before.length });
    await context.close();
  }
  console.log("\nthe dashboard's first screen, signed in, per language (scripts, gzip -9)");
  console.table(
    dashboard.map((row) => ({
      language: row.locale,
      "<html lang dir>": row.lang,
      scripts: row.scripts,
      "all script": kib(row.total),
      "its catalog": kib(row.catalog),
    })),
  );
  for (const row of dashboard) {
    goal(
      `${row.locale} catalog ≤ ${kib(CATALOG_BUDGET)} (${kib(row.catalog)})`,
      row.catalog > 0 && row.catalog <= CATALOG_BUDGET,
    );
    goal(
      `dashboard in ${row.locale} ≤ ${kib(DASHBOARD_BUDGET)} of script (${kib(row.total)})`,
      row.total <= DASHBOARD_BUDGET,
    );
  }
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
