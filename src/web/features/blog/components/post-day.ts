import { msg } from "@/web/lib/i18n";

/** "5 min read", in every language's plural forms. */
export const READING_TIME = msg("{minutes, plural, one {# min read} other {# min read}}");
