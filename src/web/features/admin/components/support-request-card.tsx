import { CalendarHeartIcon, CheckCircle2Icon, MailIcon, RotateCcwIcon } from "lucide-react";
import { toast } from "sonner";
import type { SupportInboxItem } from "@/shared/admin";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatRelative } from "@/web/lib/format-date";
import { useSetSupportStatus } from "../api/support-requests";

/** One request: who sent it (with a reply link), about which event, when, what it says, and close/reopen. */
export function SupportRequestCard({ request }: { request: SupportInboxItem }) {
  const setStatus = useSetSupportStatus();
  const open = request.status === "open";
  const toggle = async () => {
    try {
      await setStatus.mutateAsync({ requestId: request.id, status: open ? "closed" : "open" });
      toast.success(open ? "Request closed" : "Request reopened", { description: request.subject });
    } catch (error) {
      toast.error("Failed to update the request", { description: getErrorMessage(error) });
    }
  };
  const reply = `mailto:${request.userEmail}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`;

  return (
    <Card role="article" aria-labelledby={`request-${request.id}`} className="gap-4 px-5 py-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`request-${request.id}`} className="font-sans text-base font-semibold break-words">
            {request.subject}
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {request.userName ? `${request.userName} · ` : ""}
            {request.userEmail}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {open ? <Badge variant="warning">Open</Badge> : <Badge variant="secondary">Closed</Badge>}
          <time
            dateTime={request.createdAt}
            title={formatDateTime(request.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {formatRelative(request.createdAt)}
          </time>
        </div>
      </div>
      {request.eventTitle ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarHeartIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Event:</span> {request.eventTitle}
        </p>
      ) : null}
      <p className="rounded-xl bg-muted/70 px-4 py-3 text-sm whitespace-pre-wrap break-words">
        {request.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={reply}>
            <MailIcon aria-hidden="true" /> Reply by e-mail
          </a>
        </Button>
        <Button
          variant={open ? "default" : "ghost"}
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => void toggle()}
        >
          {open ? <CheckCircle2Icon aria-hidden="true" /> : <RotateCcwIcon aria-hidden="true" />}
          {open ? "Mark as closed" : "Reopen"}
        </Button>
      </div>
    </Card>
  );
}
