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

const PENDING_KEY = "seatwise.signupNext";

/**
 * The invitation a sign-up came from, while its address waits to be confirmed: the confirmation link opens
 * in another tab (so not sessionStorage), and its page then sends the person to sign in and back to the
 * invitation. Read once.
 */
export const pendingReturn = {
  save(next: string | null) {
    try {
      if (next) localStorage.setItem(PENDING_KEY, next);
      else localStorage.removeItem(PENDING_KEY);
    } catch {
      // storage disabled: the invitation's link, opened again, leads back as well
    }
  },
  take(): string | null {
    try {
      const next = safeReturnPath(localStorage.getItem(PENDING_KEY));
      localStorage.removeItem(PENDING_KEY);
      return next;
    } catch {
      return null;
    }
  },
};
