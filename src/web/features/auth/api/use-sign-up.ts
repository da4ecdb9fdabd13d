import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "@/shared/auth";
import { authCall, authClient } from "@/web/lib/auth-client";

/** Creates the account. `signedIn` is false when the server waits for the e-mail to be confirmed. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const data = await authCall(
        authClient.signUp.email({ name: input.name, email: input.email, password: input.password }),
      );
      return { signedIn: Boolean(data?.token) };
    },
  });
}
