import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { type CreateGuest, type CreateGuestInput, createGuestSchema, type Guest } from "@/shared/guests";
import { householdNameSchema } from "@/shared/guests-groups";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { LazyRowHistory } from "@/web/components/history/lazy-row-history";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useCan } from "@/web/lib/event-role";
import { guestListQueryOptions } from "@/web/lib/guest-list-query";
import { useT } from "@/web/lib/i18n";
import { paths } from "@/web/lib/paths";
import { isStaleWrite } from "@/web/lib/stale-write";
import { useAfterFirstPaint } from "@/web/lib/use-after-first-paint";
import { useCreateGuest } from "../api/create-guest";
import { useEraseGuest } from "../api/erase-guest";
import { createHousehold, useGroupingMutation } from "../api/groupings";
import { useUpdateGuest } from "../api/update-guest";
import { GuestFormFields, type GuestFormOptions } from "./guest-form-fields";

const BLANK: CreateGuestInput = {
  name: "",
  email: "",
  phone: "",
  status: "invited",
  tableId: null,
  seatNumber: null,
  dietaryRestrictions: "",
  notes: "",
  householdId: null,
  groupIds: [],
  meal: "",
};

function valuesOf(guest: Guest): CreateGuestInput {
  return {
    name: guest.name,
    email: guest.email ?? "",
    phone: guest.phone ?? "",
    status: guest.status,
    tableId: guest.tableId,
    seatNumber: guest.seatNumber,
    dietaryRestrictions: guest.dietaryRestrictions ?? "",
    notes: guest.notes ?? "",
    householdId: guest.householdId,
    groupIds: guest.groupIds,
    meal: guest.meal ?? "",
  };
}

const FORM_FIELDS = new Set(Object.keys(BLANK));

/** The seating screen with a guest's seating rules open. */
const seatingRulesPath = (guestId: string) => `${paths.dashboard.seating}?rules=${guestId}`;

/** Add New Guest and Edit Guest: one form, the shared schema in the browser and on the server. A refused save
 * keeps everything typed and shows the server's message beside its field. */
export function GuestDialog({
  eventId,
  guest,
  open,
  onOpenChange,
  options,
}: {
  eventId: string;
  /** The guest to edit; absent to add one. */
  guest?: Guest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: GuestFormOptions;
}) {
  const t = useT();
  const editing = guest !== undefined;
  const form = useForm<CreateGuestInput, unknown, CreateGuest>({
    resolver: zodResolver(createGuestSchema),
    defaultValues: guest ? valuesOf(guest) : BLANK,
  });
  const [newHousehold, setNewHousehold] = useState<string | null>(null);
  const [newHouseholdError, setNewHouseholdError] = useState<string>();
  const create = useCreateGuest(eventId);
  const update = useUpdateGuest(eventId);
  const addHousehold = useGroupingMutation(createHousehold);
  const queryClient = useQueryClient();
  // The version the edit is based on; after a refused stale save, the fresh one (saving again replaces it).
  const baseVersion = useRef(guest?.version);
  const canReadHistory = useCan("history.read");
  const [view, setView] = useState("details");

  const onSubmit = form.handleSubmit(async (values) => {
    setNewHouseholdError(undefined);
    try {
      let householdId = values.householdId;
      if (newHousehold !== null) {
        const name = householdNameSchema.safeParse(newHousehold);
        if (!name.success) {
          setNewHouseholdError(name.error.issues[0]?.message);
          return;
        }
        householdId = (await addHousehold.mutateAsync({ eventId, input: { name: name.data } })).id;
        setNewHousehold(null);
        form.setValue("householdId", householdId);
      }
      const input = { ...values, householdId };
      if (guest) {
        await update.mutateAsync({
          guestId: guest.id,
          changes: { ...input, baseVersion: baseVersion.current },
        });
        toast.success(t("Guest updated"));
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t("Guest added"), {
          description: t("{name} has been added to your guest list", { name: created.name }),
        });
      }
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "name" && newHousehold !== null) setNewHouseholdError(message);
          else if (FORM_FIELDS.has(field)) form.setError(field as keyof CreateGuestInput, { message });
        }
      }
      if (guest && isStaleWrite(error)) {
        const fresh = queryClient
          .getQueryData(guestListQueryOptions(eventId).queryKey)
          ?.guests.find((candidate) => candidate.id === guest.id);
        baseVersion.current = fresh?.version ?? baseVersion.current;
        toast.error(error.message, {
          description: t("The list shows their change. Save again to replace it with yours."),
        });
        return;
      }
      toast.error(editing ? t("Error updating guest") : t("Error adding guest"), {
        description: getErrorMessage(error, editing ? t("Failed to update guest") : t("Failed to add guest")),
      });
    }
  });

  const formElement = (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <GuestFormFields
        form={form}
        options={options}
        currentTableId={guest?.tableId ?? null}
        newHousehold={{ value: newHousehold, error: newHouseholdError, onChange: setNewHousehold }}
      />
      <DialogFooter>
        {guest ? (
          <Button asChild variant="link" className="sm:me-auto">
            <Link to={seatingRulesPath(guest.id)}>{t("Seating rules")}</Link>
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("Saving…") : editing ? t("Save Changes") : t("Add Guest")}
        </Button>
      </DialogFooter>
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t("Edit Guest") : t("Add New Guest")}</DialogTitle>
          <DialogDescription>
            {editing
              ? t("Change any detail and save.")
              : t("Only the name is required; everything else can come later.")}
          </DialogDescription>
        </DialogHeader>
        {guest && canReadHistory ? (
          <Tabs value={view} onValueChange={setView}>
            <GuestTabsList />
            {/* The form stays mounted behind History, so what was typed is still there coming back. */}
            <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
              {formElement}
            </TabsContent>
            <TabsContent value="history" className="max-h-[60dvh] overflow-y-auto pe-1">
              <LazyRowHistory eventId={eventId} guestId={guest.id} />
              <EraseGuest eventId={eventId} guest={guest} onErased={() => onOpenChange(false)} />
            </TabsContent>
          </Tabs>
        ) : (
          formElement
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Details and History, drawn just after the dialog's first frame as the form's later fields are (their
 * roving focus group is most of what Edit Guest mounts beyond Add Guest); their height is kept meanwhile. */
function GuestTabsList() {
  const t = useT();
  const painted = useAfterFirstPaint();
  if (!painted) return <div className="h-11" />;
  return (
    <TabsList aria-label={t("Guest")}>
      <TabsTrigger value="details">{t("Details")}</TabsTrigger>
      <TabsTrigger value="history">
        <HistoryIcon aria-hidden="true" />
        {t("History")}
      </TabsTrigger>
    </TabsList>
  );
}

/** A guest who asks to be forgotten: the owner erases them from the event, its history and its versions. */
function EraseGuest({ eventId, guest, onErased }: { eventId: string; guest: Guest; onErased: () => void }) {
  const t = useT();
  const canErase = useCan("history.manage");
  const erase = useEraseGuest(eventId);
  const [confirming, setConfirming] = useState(false);
  if (!canErase) return null;
  const onConfirm = async () => {
    try {
      await erase.mutateAsync(guest.id);
      setConfirming(false);
      onErased();
      toast.success(t("Guest erased"));
    } catch (error) {
      toast.error(t("Error erasing guest"), {
        description: getErrorMessage(error, t("Failed to erase guest")),
      });
    }
  };
  return (
    <div className="mt-6 flex flex-col gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {t("A guest who asks to be forgotten can be erased from the event and from its history.")}
      </p>
      <Button variant="destructive" size="sm" className="shrink-0" onClick={() => setConfirming(true)}>
        {t("Erase guest")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Erase {name} for good?", { name: guest.name })}
        description={t(
          "{name} is removed from the event, from its history and from every saved version, with their seat, groups and seating rules. This cannot be undone.",
          { name: guest.name },
        )}
        confirmLabel={t("Erase guest")}
        busy={erase.isPending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
