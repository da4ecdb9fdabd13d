import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@/shared/account-data";
import { api, unwrap } from "@/web/lib/api-client";

/** DELETE /api/account: the account, its own events and uploads; the sessions end with it. */
export function deleteAccount(input: DeleteAccountInput) {
  return unwrap(api.account.$delete({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
