import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useSiteSettings } from "../api/site-settings";
import { ListError } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { SiteSettingsForm } from "../components/site-settings-form";

export function Component() {
  useDocumentTitle("Site Settings");
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader
        title="Site Settings"
        description="The words, picture and contact address of the public site."
      />
      {settings.isError && !settings.data ? (
        <ListError
          title="Could not load the settings"
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
