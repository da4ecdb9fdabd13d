import { CalendarHeartIcon, CheckCircle2Icon, MailIcon, RotateCcwIcon } from "lucide-react";
import { toast } from "sonner";
import type { SupportInboxItem } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useSetSupportStatus } from "../api/support-requests";
import { useFormats } from "../lib/use-formats";

/** One request: who sent it (with a reply link), about which event, when, what it says, and close/reopen. */
export function SupportRequestCard({ request }: { request: SupportInboxItem }) {
  const t = useT();
  const formats = useFormats();
  const setStatus = useSetSupportStatus();
  const open = request.status === "open";
  const toggle = async () => {
    try {
      await setStatus.mutateAsync({ requestId: request.id, status: open ? "closed" : "open" });
      toast.success(open ? t("Request closed") : t("Request reopened"), { description: request.subject });
    } catch (error) {
      toast.error(t("Failed to update the request"), { description: getErrorMessage(error) });
    }
  };
  const headingId = `request-${request.id}`;
  const reply = `mailto:${request.userEmail}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`;

  return (
    <Card role="article" aria-labelledby={headingId} className="gap-4 px-5 py-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} dir="auto" className="font-sans text-base font-semibold break-words">
            {request.subject}
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {request.userName ? `${request.userName} · ` : ""}
            {request.userEmail}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {open ? (
            <Badge variant="warning">{t("Open")}</Badge>
          ) : (
            <Badge variant="secondary">{t("Closed")}</Badge>
          )}
          <time
            dateTime={request.createdAt}
            title={formats.dateTime(request.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {formats.relative(request.createdAt)}
          </time>
        </div>
      </div>
      {request.eventTitle ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarHeartIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{t("Event:")}</span> {request.eventTitle}
        </p>
      ) : null}
      <p dir="auto" className="rounded-xl bg-muted/70 px-4 py-3 text-sm whitespace-pre-wrap break-words">
        {request.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={reply}>
            <MailIcon aria-hidden="true" /> {t("Reply by e-mail")}
          </a>
        </Button>
        <Button
          variant={open ? "default" : "ghost"}
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void toggle()}
        >
          {open ? <CheckCircle2Icon aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
          {open ? t("Mark as closed") : t("Reopen")}
        </Button>
      </div>
    </Card>
  );
}
