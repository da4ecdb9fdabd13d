import { CheckCircle2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SUPPORT_MESSAGES } from "@/shared/support";
import { TextAreaField, TextField } from "@/web/components/form/form-field";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { getErrorMessage } from "@/web/lib/api-client";
import { useCurrentEvent } from "@/web/lib/current-event";
import { msg, useT } from "@/web/lib/i18n";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useCreateSupportRequest } from "../api/create-support-request";

const FAILED = msg("Failed to submit your support request. Please try again.");

export function Component() {
  const t = useT();
  useDocumentTitle(t("Support"));
  const current = useCurrentEvent();
  const submit = useCreateSupportRequest();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  // An English id (translated when shown) or the server's message, already in the reader's language.
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async () => {
    setError(null);
    if (!subject.trim() || !message.trim()) {
      setError(SUPPORT_MESSAGES.missingFields);
      return;
    }
    try {
      await submit.mutateAsync({
        subject: subject.trim(),
        message: message.trim(),
        eventId: current.data?.event.id ?? null,
      });
      toast.success(t("Support request submitted"));
      setSent(true);
    } catch (failure) {
      setError(getErrorMessage(failure, FAILED));
      toast.error(t("Submission error"), { description: getErrorMessage(failure, t(FAILED)) });
    }
  };

  const reset = () => {
    setSubject("");
    setMessage("");
    setError(null);
    setSent(false);
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="font-serif text-3xl font-semibold">{t("Support")}</h1>
        <p className="text-muted-foreground">
          {t("Questions or trouble? Tell us and we will get back to you by e-mail.")}
        </p>
      </div>
      <Card className="max-w-2xl">
        {sent ? (
          <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
            <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
            <h2 className="font-serif text-xl font-semibold">{t("Support request submitted")}</h2>
            <p className="text-sm text-muted-foreground">
              {t("Thank you. Our team will reply as soon as possible.")}
            </p>
            <Button variant="outline" onClick={reset}>
              {t("Submit Another Request")}
            </Button>
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h2">{t("Contact support")}</CardTitle>
              <CardDescription>{t("Both fields are required.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <form
                noValidate
                className="flex flex-col gap-5"
                onSubmit={(event) => {
                  event.preventDefault();
                  void onSubmit();
                }}
              >
                {error ? (
                  <Alert variant="destructive">
                    <AlertDescription>{t(error)}</AlertDescription>
                  </Alert>
                ) : null}
                <TextField
                  id="support-subject"
                  dir="auto"
                  label={t("Subject")}
                  required
                  maxLength={200}
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                />
                <TextAreaField
                  id="support-message"
                  dir="auto"
                  label={t("Message")}
                  required
                  rows={6}
                  maxLength={5000}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
                <div>
                  <Button type="submit" disabled={submit.isPending}>
                    {submit.isPending ? t("Submitting…") : t("Submit Request")}
                  </Button>
                </div>
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </>
  );
}
