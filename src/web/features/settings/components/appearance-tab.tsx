import { ACCENT_COLORS, FONT_STYLES } from "@/shared/event";
import { TextField } from "@/web/components/form/form-field";
import { ImageUpload } from "@/web/components/upload/image-upload";
import { msg, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { coverPreview, type SetSettings, type SettingsValues } from "./settings-values";

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labels,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labels: Record<T, string>;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="accent-primary"
            />
            {t(labels[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const FONT_LABELS = { serif: msg("Serif"), sans: msg("Sans-serif") } as const;
const ACCENT_LABELS = { black: msg("Black"), gray: msg("Gray") } as const;

export function AppearanceTab({
  values,
  set,
  errors,
}: {
  values: SettingsValues;
  set: SetSettings;
  errors: Record<string, string>;
}) {
  const t = useT();
  const preview = coverPreview(values);
  const font = (style: "serif" | "sans") => (style === "serif" ? "font-serif" : "font-sans");
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{t("Cover image")}</span>
          <ImageUpload
            folder="covers"
            label={t("Upload cover image")}
            previewUrl={preview}
            onUploaded={(result) => set({ coverImagePath: result.path, coverImageUrl: result.url })}
            onClear={() => set({ coverImagePath: "", coverImageUrl: null })}
          />
        </div>
        <TextField
          id="settings-cover-url"
          label={t("Or cover image URL")}
          type="url"
          placeholder="https://example.com/photo.jpg" // i18n-ignore
          value={/^https?:\/\//i.test(values.coverImagePath) ? values.coverImagePath : ""}
          error={errors.coverImagePath ? t(errors.coverImagePath) : undefined}
          onChange={(e) => set({ coverImagePath: e.target.value, coverImageUrl: null })}
        />
        <Choice
          legend={t("Heading font")}
          name="heading-font"
          options={FONT_STYLES}
          labels={FONT_LABELS}
          value={values.headingFontStyle}
          onChange={(headingFontStyle) => set({ headingFontStyle })}
        />
        <Choice
          legend={t("Body font")}
          name="body-font"
          options={FONT_STYLES}
          labels={FONT_LABELS}
          value={values.bodyFontStyle}
          onChange={(bodyFontStyle) => set({ bodyFontStyle })}
        />
        <Choice
          legend={t("Accent color")}
          name="accent-color"
          options={ACCENT_COLORS}
          labels={ACCENT_LABELS}
          value={values.accentColor}
          onChange={(accentColor) => set({ accentColor })}
        />
      </div>
      <figure
        aria-label={t("Settings preview")}
        className="flex flex-col overflow-hidden rounded-2xl border bg-white shadow-soft"
      >
        {preview ? (
          <img src={preview} alt="" className="aspect-[16/9] w-full object-cover" />
        ) : (
          <div className="aspect-[16/9] bg-muted" />
        )}
        <div className="flex flex-col gap-1 p-4">
          <p
            className={cn(
              "text-xl font-semibold",
              font(values.headingFontStyle),
              values.accentColor === "gray" ? "text-gray-500" : "text-black",
            )}
          >
            {values.title || t("Your event")}
          </p>
          {values.showDateTime ? (
            <p className={cn("text-sm", font(values.bodyFontStyle))}>
              {[values.date, values.time].filter(Boolean).join(" · ")}
            </p>
          ) : null}
          {values.showVenue && values.venue ? (
            <p className={cn("text-sm", font(values.bodyFontStyle))}>{values.venue}</p>
          ) : null}
          {values.showDescription && values.description ? (
            <p className={cn("text-sm text-muted-foreground", font(values.bodyFontStyle))}>
              {values.description}
            </p>
          ) : null}
        </div>
      </figure>
    </div>
  );
}
