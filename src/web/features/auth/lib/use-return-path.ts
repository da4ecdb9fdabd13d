import { useSearchParams } from "react-router";
import { safeReturnPath, withReturnPath } from "@/shared/return-path";
import { useServerForm } from "@/web/lib/server-form";

/**
 * Where the sign-in and sign-up pages go afterwards (`?next=`, only an invitation page: src/shared/return-path.ts)
 * and the address they start with (`?email=`). A form posted without JavaScript carries `next` in a hidden
 * field, which the server checks the same way (src/server/modules/account-forms/account-forms.ts).
 */
export function useReturnPath() {
  const [params] = useSearchParams();
  const posted = useServerForm();
  const next = safeReturnPath(posted?.values.next ?? params.get("next"));
  const email = params.get("email") ?? "";
  return {
    next,
    email,
    /** The other account page (sign-in ↔ sign-up), still coming back to `next`. */
    link: (page: string) => (next ? withReturnPath(page, next, email || undefined) : page),
  };
}
