// The guest page's server rendering (built into dist/ssr/server-render.js with the marketing pages and loaded
// by src/server/modules/public-event/guest-page.routes.ts). Plain HTML: the browser gets only main.ts, a few
// kilobytes that answer the search as you type and pick up seating changes.
import { renderToString } from "react-dom/server";
import type { PublicEvent } from "@/shared/public-event";
import type { SearchAnswer } from "@/shared/public-event-search";
import { GuestPage } from "./components/guest-page";
import { NotFoundPage, PasscodePage } from "./components/message-page";

export interface RenderedGuestPage {
  /** The markup of #root. */
  html: string;
  title: string;
  description: string;
  themeColor: string;
}

export function renderGuestPage(event: PublicEvent, query: string, answer: SearchAnswer): RenderedGuestPage {
  return {
    html: renderToString(<GuestPage event={event} query={query} answer={answer} />),
    title: event.title,
    description: `Find your table at ${event.title}.`,
    themeColor: event.theme.primary,
  };
}

export function renderGuestNotFoundPage(): RenderedGuestPage {
  return {
    html: renderToString(<NotFoundPage />),
    title: "Event not found",
    description: "Event not found",
    themeColor: "#9b87f5",
  };
}

export function renderGuestPasscodePage(eventId: string, error?: string): RenderedGuestPage {
  return {
    html: renderToString(<PasscodePage eventId={eventId} error={error} />),
    title: "Enter the passcode",
    description: "This page is protected by a passcode.",
    themeColor: "#9b87f5",
  };
}
