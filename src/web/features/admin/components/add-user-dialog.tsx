import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { createUserSchema } from "@/shared/admin";
import { FormDialog } from "@/web/components/form/form-dialog";
import { TextField } from "@/web/components/form/form-field";
import { Button } from "@/web/components/ui/button";
import { showRefusal } from "@/web/lib/form-errors";
import { useT } from "@/web/lib/i18n";
import { useCreateUser } from "../api/users";
import { RoleChoice } from "./role-choice";

type Values = z.input<typeof createUserSchema>;
const EMPTY: Values = { name: "", email: "", role: "user" };

/** Add User: name, e-mail and role. No password: the new user is mailed a link to choose one. */
export function AddUserDialog() {
  const t = useT();
  // Messages from the schema are English ids; the server's come translated and pass unchanged.
  const shown = (message?: string) => (message ? t(message) : undefined);
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  const form = useForm<Values, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { user, invitationSent } = await create.mutateAsync(input);
      if (invitationSent) {
        toast.success(t("User added"), {
          description: t("An e-mail to set a password was sent to {email}.", { email: user.email }),
        });
      } else {
        toast.warning(t("User added"), {
          description: t(
            'The e-mail to {email} could not be sent. They can use "Forgot password?" to get one.',
            {
              email: user.email,
            },
          ),
        });
      }
      form.reset(EMPTY);
      setOpen(false);
    } catch (error) {
      showRefusal(form.setError, Object.keys(EMPTY), error, t("Failed to add user"));
    }
  });

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <UserPlusIcon aria-hidden="true" /> {t("Add User")}
        </Button>
      }
      title={t("Add User")}
      description={t("They will get an e-mail with a link to choose their password.")}
      onSubmit={submit}
      submitLabel={t("Add User")}
      submittingLabel={t("Adding...")}
    >
      <TextField
        id="add-user-name"
        dir="auto"
        label={t("Name")}
        autoComplete="off"
        error={shown(errors.name?.message)}
        {...form.register("name")}
      />
      <TextField
        id="add-user-email"
        dir="ltr"
        label={t("Email")}
        type="email"
        autoComplete="off"
        error={shown(errors.email?.message)}
        {...form.register("email")}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field, fieldState }) => (
          <RoleChoice
            value={field.value ?? "user"}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
