import { useMutation } from "@tanstack/react-query";
import type { CreateSupportRequestInput } from "@/shared/support";
import { api, unwrap } from "@/web/lib/api-client";

export function createSupportRequest(input: CreateSupportRequestInput) {
  return unwrap(api["support-requests"].$post({ json: input }));
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
