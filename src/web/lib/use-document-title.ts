import { useEffect } from "react";
import { PRODUCT_NAME } from "@/shared/constants";
import { t } from "@/shared/i18n/messages";
import { useLocale } from "./i18n";

/** "{title} · Seatwise" ("Seatwise Blog" as it is: it names the product already), or just the product line
 * (in the current language) when no title is given; `title` is already in the reader's language. */
export function documentTitle(title?: string) {
  if (!title) return t("{product} — wedding seating planner", { product: PRODUCT_NAME });
  return title.startsWith(PRODUCT_NAME) ? title : `${title} · ${PRODUCT_NAME}`;
}

/** Sets the tab title (see documentTitle). */
export function useDocumentTitle(title?: string) {
  const locale = useLocale();
  useEffect(() => {
    // The product line follows the language too.
    void locale;
    document.title = documentTitle(title);
  }, [title, locale]);
}
