import { useLingui } from "@lingui/react";
import { translateKnown } from "@/shared/i18n/messages";

/** Shows a message that may be one of the product's (an English id, such as a schema's message or a CSV
 * refusal) in the reader's language; any other text (a server's answer already translated, a name) as it
 * is. */
export function useKnown() {
  const { i18n } = useLingui();
  return <T extends string | undefined>(message: T): T =>
    (message === undefined ? message : translateKnown(i18n, message)) as T;
}
