import type { ReactNode } from "react";

/** A page with one message: 'Event not found', or the passcode form. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="guest-heading text-3xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}

export function NotFoundPage() {
  return (
    <MessagePage title="Event not found">
      <p className="text-lg">Check the link you were given, or ask the hosts for a new one.</p>
      <a href="/" className="guest-button">
        Return to Home
      </a>
    </MessagePage>
  );
}

export function PasscodePage({ eventId, error }: { eventId: string; error?: string }) {
  return (
    <MessagePage title="Enter the passcode">
      <p className="text-lg">This page is protected by a passcode. You will find it on your invitation.</p>
      <form
        method="post"
        action={`/event/${eventId}/passcode`}
        className="flex w-full flex-col gap-3"
        data-passcode-form=""
      >
        <label htmlFor="passcode" className="text-left font-semibold">
          Passcode
        </label>
        <input
          id="passcode"
          name="passcode"
          type="password"
          required
          maxLength={200}
          autoComplete="off"
          className="guest-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "passcode-error" : undefined}
        />
        {error ? (
          <p id="passcode-error" role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" className="guest-button">
          Open the page
        </button>
      </form>
    </MessagePage>
  );
}
