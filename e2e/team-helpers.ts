import { type BrowserContext, expect, type TestInfo } from "@playwright/test";
import { mailsTo } from "./admin-helpers";
import { fromOwnAddress } from "./support/client-address";

/** A second person's browser, playing its own client addresses (`prefix`.`seed`…: sign-up limits). */
export async function otherBrowser(context: BrowserContext, testInfo: TestInfo, prefix: string, seed = 9) {
  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  const other = await browser.newContext();
  await fromOwnAddress(other, testInfo, prefix, seed);
  return other;
}

/** The path of the invitation link (/invite/{token}) in the newest mail to `email`. */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(email))[0]?.links.find((url) => url.includes("/invite/"));
      return link;
    })
    .toBeTruthy();
  return new URL(link as string).pathname;
}
