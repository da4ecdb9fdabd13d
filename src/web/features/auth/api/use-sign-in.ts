import { useMutation } from "@tanstack/react-query";
import type { LoginInput } from "@/shared/auth";
import { authCall, authClient } from "@/web/lib/auth-client";
import { useResetSession } from "@/web/lib/session";

/** Signs in and answers who is now signed in (so admin login can check the role). */
export function useSignIn() {
  const resetSession = useResetSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await authCall(authClient.signIn.email({ email: input.email, password: input.password }));
      return resetSession();
    },
  });
}
