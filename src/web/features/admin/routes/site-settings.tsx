import { ListError } from "@/web/components/list-error";
import { useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSiteSettings } from "../api/site-settings";
import { PageHeader } from "../components/page-header";
import { SiteSettingsForm } from "../components/site-settings-form";

export function Component() {
  const t = useT();
  useDocumentTitle(t("Site Settings"));
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader
        title={t("Site Settings")}
        description={t("The words, picture and contact address of the public site.")}
      />
      {settings.isError && !settings.data ? (
        <ListError
          title={t("Could not load the settings")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        // Mounted again once loaded, so the form starts from the stored values.
        <SiteSettingsForm key={settings.data ? "loaded" : "loading"} settings={settings.data} />
      )}
    </>
  );
}
