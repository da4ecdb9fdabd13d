import { CircleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";

export function ErrorAlert({ title, message }: { title?: string; message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
