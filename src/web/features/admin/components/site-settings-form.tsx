import { useState } from "react";
import { toast } from "sonner";
import { fieldErrors } from "@/shared/field-errors";
import { type AdminSiteSettings, SITE_LIMITS, siteSettingsInputSchema } from "@/shared/site";
import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { UnsavedChangesGuard } from "@/web/components/form/unsaved-changes-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ImageUpload } from "@/web/components/upload/image-upload";
import { ApiError, getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSaveSiteSettings } from "../api/site-settings";

type Values = Omit<AdminSiteSettings, "pricingPlans">;

const EMPTY: Values = {
  siteTitle: "",
  landingHeadline: "",
  landingSubtext: "",
  contactEmail: "",
  heroImagePath: null,
  heroImageUrl: null,
};

function valuesOf(settings: AdminSiteSettings | undefined): Values {
  if (!settings) return EMPTY;
  const { pricingPlans: _plans, ...values } = settings;
  return values;
}

/** General, Appearance and Contact tabs with one Save Changes. Without `settings` (still loading) every
 * input is disabled. */
export function SiteSettingsForm({ settings }: { settings?: AdminSiteSettings }) {
  const t = useT();
  const loading = !settings;
  const [saved, setSaved] = useState(() => valuesOf(settings));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSiteSettings();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  // The schema's messages are English ids; the server's come translated and pass unchanged.
  const shown = (message?: string) => (message ? t(message) : undefined);
  const field = (name: keyof Values) => ({
    id: `site-${name}`,
    disabled: loading,
    error: shown(errors[name]),
  });

  const submit = async () => {
    const { heroImageUrl: _url, ...input } = values;
    const checked = siteSettingsInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      toast.error(t("Error"), { description: shown(Object.values(fieldErrors(checked.error))[0]) });
      return;
    }
    setErrors({});
    try {
      const next = valuesOf(await save.mutateAsync(input));
      setSaved(next);
      setValues(next);
      toast.success(t("Settings saved"), { description: t("Your changes have been saved successfully") });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(t("Error"), { description: getErrorMessage(error, t("Failed to save settings")) });
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UnsavedChangesGuard
        dirty={dirty && !save.isPending}
        description={t("Your changes to the site settings have not been saved.")}
      />
      <Card>
        <CardContent>
          <Tabs defaultValue="general">
            <TabsList>
              <TabsTrigger value="general">{t("General")}</TabsTrigger>
              <TabsTrigger value="appearance">{t("Appearance")}</TabsTrigger>
              <TabsTrigger value="contact">{t("Contact")}</TabsTrigger>
            </TabsList>
            <TabsContent
              value="general"
              forceMount
              className="flex flex-col gap-5 data-[state=inactive]:hidden"
            >
              <TextField
                {...field("siteTitle")}
                dir="auto"
                label={t("Site Title")}
                maxLength={SITE_LIMITS.siteTitle}
                hint={t("The name in the public site's header.")}
                value={values.siteTitle}
                onChange={(event) => set({ siteTitle: event.target.value })}
              />
              <TextField
                {...field("landingHeadline")}
                dir="auto"
                label={t("Landing Page Headline")}
                maxLength={SITE_LIMITS.landingHeadline}
                value={values.landingHeadline}
                onChange={(event) => set({ landingHeadline: event.target.value })}
              />
              <TextAreaField
                {...field("landingSubtext")}
                dir="auto"
                label={t("Landing Page Subheading")}
                rows={3}
                maxLength={SITE_LIMITS.landingSubtext}
                value={values.landingSubtext}
                onChange={(event) => set({ landingSubtext: event.target.value })}
              />
            </TabsContent>
            <TabsContent
              value="appearance"
              forceMount
              className="flex flex-col gap-3 data-[state=inactive]:hidden"
            >
              <div className="flex flex-col gap-1">
                <span className="text-sm font-medium">{t("Hero Image")}</span>
                <span className="text-xs text-muted-foreground">
                  {t(
                    "Shown beside the headline on the landing page. Without one, the floor-plan drawing shows.",
                  )}
                </span>
              </div>
              <div className="max-w-xl">
                {loading ? (
                  <div className="aspect-[16/7] rounded-xl border border-dashed bg-muted" />
                ) : (
                  <ImageUpload
                    folder="site"
                    label={t("Upload hero image")}
                    previewUrl={values.heroImageUrl}
                    onUploaded={(result) => set({ heroImagePath: result.path, heroImageUrl: result.url })}
                    onClear={() => set({ heroImagePath: null, heroImageUrl: null })}
                  />
                )}
              </div>
              {errors.heroImagePath ? (
                <p className="text-sm text-destructive">{t(errors.heroImagePath)}</p>
              ) : null}
            </TabsContent>
            <TabsContent
              value="contact"
              forceMount
              className="flex flex-col gap-5 data-[state=inactive]:hidden"
            >
              <TextField
                {...field("contactEmail")}
                dir="ltr"
                label={t("Contact Email")}
                type="email"
                hint={t("Where the pricing page's Contact Sales link writes to.")}
                value={values.contactEmail}
                onChange={(event) => set({ contactEmail: event.target.value })}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={loading || save.isPending}>
          {save.isPending ? t("Saving...") : t("Save Changes")}
        </Button>
        {dirty ? <span className="text-sm text-muted-foreground">{t("Unsaved changes")}</span> : null}
      </div>
    </form>
  );
}
