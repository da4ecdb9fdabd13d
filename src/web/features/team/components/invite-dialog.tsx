import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { INVITATION_DAYS, type InviteInput, inviteSchema } from "@/shared/team";
import { FormDialog } from "@/web/components/form/form-dialog";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { showRefusal } from "@/web/lib/form-errors";
import { useT } from "@/web/lib/i18n";
import { useInviteMember } from "../api/invite-member";
import { RoleOptions } from "./role-options";

const EMPTY: InviteInput = { email: "", role: "planner" };

/** Invite: an e-mail address and a role. A refusal keeps what was typed and says why beside the field. */
export function InviteDialog({ eventId }: { eventId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const invite = useInviteMember(eventId);
  const form = useForm<InviteInput, unknown, z.output<typeof inviteSchema>>({
    resolver: zodResolver(inviteSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const invitation = await invite.mutateAsync(input);
      toast.success(t("Invitation sent"), {
        description: t("An e-mail with a link to join was sent to {email}.", { email: invitation.email }),
      });
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      // The server's refusals about the address (yourself, already on the team, already invited) name
      // their field; a full team or a lost connection is said above the form.
      showRefusal(form.setError, Object.keys(EMPTY), error);
    }
  });

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <UserPlusIcon aria-hidden="true" /> {t("Invite")}
        </Button>
      }
      title={t("Invite someone")}
      description={t("They get an e-mail with a link to join this event. The link works for {days} days.", {
        days: INVITATION_DAYS,
      })}
      onSubmit={submit}
      submitLabel={t("Send invitation")}
      submittingLabel={t("Sending…")}
    >
      <TextField
        id="invite-email"
        dir="ltr"
        type="email"
        label={t("Email")}
        autoComplete="off"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <RoleOptions value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </FormDialog>
  );
}
