import type { ReactNode } from "react";
import type { PrintOptions } from "@/shared/print/options";
import { CARD, CARD_SIZES, PAPER, POSTER_SIZES, SHEET_SIZES } from "@/shared/print/paper";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Switch } from "@/web/components/ui/switch";
import { useT } from "@/web/lib/i18n";
import type { DocumentKind } from "../lib/pdf/generate";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const hintId = `${id}-hint`;
  const toggle = (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={hint ? hintId : undefined}
      />
    </div>
  );
  if (!hint) return toggle;
  return (
    <div className="flex flex-col gap-1.5">
      {toggle}
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** The options that matter to `kind`; every change shows in the preview at once. */
export function PrintOptionsForm({
  kind,
  options,
  onChange,
}: {
  kind: DocumentKind;
  options: PrintOptions;
  onChange: (change: Partial<PrintOptions>) => void;
}) {
  const t = useT();
  const cards = kind === "escort" || kind === "place";
  const rsvp = kind === "rsvp";
  const arrivals = kind === "arrivals";
  return (
    <div className="flex flex-col gap-4">
      {rsvp || arrivals ? null : (
        <Field id="print-guests" label={t("Guests")}>
          <NativeSelect
            id="print-guests"
            value={options.guests}
            onChange={(e) => onChange({ guests: e.target.value as PrintOptions["guests"] })}
          >
            <option value="seated">{t("All seated guests")}</option>
            <option value="confirmed">{t("Confirmed guests only")}</option>
          </NativeSelect>
        </Field>
      )}
      {cards ? (
        <Field id="print-sort" label={t("Sort order")}>
          <NativeSelect
            id="print-sort"
            value={options.sort}
            onChange={(e) => onChange({ sort: e.target.value as PrintOptions["sort"] })}
          >
            <option value="last">{t("Last name")}</option>
            <option value="first">{t("First name")}</option>
            <option value="table">{t("Table, then seat")}</option>
          </NativeSelect>
        </Field>
      ) : null}
      {rsvp ? null : (
        <Field id="print-table-label" label={t("Tables shown as")}>
          <NativeSelect
            id="print-table-label"
            value={options.tableLabel}
            onChange={(e) => onChange({ tableLabel: e.target.value as PrintOptions["tableLabel"] })}
          >
            <option value="number">{t("Numbers (Table 4)")}</option>
            <option value="name">{t("Names")}</option>
          </NativeSelect>
        </Field>
      )}
      {kind === "poster" ? (
        <Field id="print-poster-size" label={t("Poster size")}>
          <NativeSelect
            id="print-poster-size"
            value={options.posterSize}
            onChange={(e) => onChange({ posterSize: e.target.value as PrintOptions["posterSize"] })}
          >
            {POSTER_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(PAPER[size].label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <Field id="print-sheet" label={t("Paper")}>
          <NativeSelect
            id="print-sheet"
            value={options.sheet}
            onChange={(e) => onChange({ sheet: e.target.value as PrintOptions["sheet"] })}
          >
            {SHEET_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(PAPER[size].label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {cards || kind === "poster" ? (
        <Field id="print-orientation" label={t("Orientation")}>
          <NativeSelect
            id="print-orientation"
            value={options.orientation}
            onChange={(e) => onChange({ orientation: e.target.value as PrintOptions["orientation"] })}
          >
            <option value="auto">
              {kind === "poster" ? t("Landscape (best fit)") : t("Whichever fits more")}
            </option>
            <option value="portrait">{t("Portrait")}</option>
            <option value="landscape">{t("Landscape")}</option>
          </NativeSelect>
        </Field>
      ) : null}
      {cards ? (
        <Field id="print-card-size" label={t("Card size")}>
          <NativeSelect
            id="print-card-size"
            value={options.cardSize}
            onChange={(e) => onChange({ cardSize: e.target.value as PrintOptions["cardSize"] })}
          >
            {CARD_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(CARD[size].label)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {kind !== "caterer" && !arrivals ? (
        <Field id="print-title" label={t("Title or monogram line")}>
          <Input
            id="print-title"
            value={options.title}
            maxLength={120}
            placeholder={t("None")}
            aria-describedby="print-title-hint"
            onChange={(e) => onChange({ title: e.target.value })}
          />
          <p id="print-title-hint" className="text-xs text-muted-foreground">
            {kind === "poster"
              ? t("The poster's heading; empty, it shows the event's title.")
              : t("Printed on every card; leave empty for none.")}
          </p>
        </Field>
      ) : null}
      {kind === "escort" ? (
        <Toggle
          id="print-households"
          label={t("One card per household")}
          checked={options.households}
          onChange={(households) => onChange({ households })}
        />
      ) : null}
      {kind === "place" ? (
        <Toggle
          id="print-meal"
          label={t("Show the meal")}
          checked={options.showMeal}
          onChange={(showMeal) => onChange({ showMeal })}
        />
      ) : null}
      {cards ? (
        <Toggle
          id="print-qr"
          label={t("Check-in QR code")}
          hint={
            kind === "escort"
              ? t("At the door, the Check-in screen's Scan reads it and checks the guest (or household) in.")
              : t("At the door, the Check-in screen's Scan reads it and checks the guest in.")
          }
          checked={options.qrCodes}
          onChange={(qrCodes) => onChange({ qrCodes })}
        />
      ) : null}
      {kind === "tables" ? (
        <Toggle
          id="print-folded"
          label={t("Fold into a tent (two per page)")}
          checked={options.tableCardsFolded}
          onChange={(tableCardsFolded) => onChange({ tableCardsFolded })}
        />
      ) : null}
    </div>
  );
}
