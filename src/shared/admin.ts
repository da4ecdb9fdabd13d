import { z } from "zod";
import { NAME_MAX_LENGTH } from "./auth";
import { emailText } from "./email";
import { msg } from "./i18n/messages";
import { SUPPORT_STATUSES } from "./support";
import { pathParam, requiredText, text } from "./text";

/** The roles an admin can give, kept on the user row (docs/decisions/001-data-model.md). */
export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ADMIN_USER_MESSAGES = {
  notFound: msg("User not found"),
  emailTaken: msg("An account with this email already exists. Please use another email."),
  lastAdmin: msg("This is the last admin account. Make another user an admin first."),
  selfBan: msg("You cannot ban your own account."),
  nothingToChange: msg("Choose a role or a ban status to change"),
} as const;

export const ADMIN_PAGE_SIZE = 20;
const SEARCH_MAX = 200;

const page = z.coerce
  .number({ error: msg("Page must be a number") })
  .int(msg("Page must be a whole number"))
  .min(1, msg("Page must be 1 or more"))
  .max(1_000_000, msg("Page is too large"))
  .default(1);

// ── Overview ──

/** GET /api/admin/stats: the overview's four cards. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  totalEvents: z.number(),
  totalGuests: z.number(),
  /** Guests per event, one decimal; 0 without events. */
  averageGuests: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVITY_KINDS = ["signup", "event", "support"] as const;

/** GET /api/admin/activity: the latest sign-ups, events and support requests, newest first. */
export const activityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  id: z.string(),
  at: z.string(),
  title: z.string(),
  detail: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

// ── Users ──

/** GET /api/admin/users: search (e-mail or id, case-insensitive substring) on the server, a page at a time. */
export const listUsersQuerySchema = z.object({
  search: text({ label: msg("Search"), max: SEARCH_MAX }).default(""),
  page,
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  banned: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** POST /api/admin/users: no password; the new user is mailed a link to choose one. */
export const createUserSchema = z.object({
  name: requiredText({ label: msg("Name"), max: NAME_MAX_LENGTH, required: msg("Name is required") }),
  email: emailText(),
  role: z.enum(USER_ROLES, { error: msg("Role must be user or admin") }).default("user"),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** PATCH /api/admin/users/{id}: a role change, a ban or an unban. */
export const updateUserSchema = z
  .object({
    role: z.enum(USER_ROLES, { error: msg("Role must be user or admin") }).optional(),
    banned: z.boolean({ error: msg("Banned must be true or false") }).optional(),
  })
  .refine(
    (value) => value.role !== undefined || value.banned !== undefined,
    ADMIN_USER_MESSAGES.nothingToChange,
  );
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const userIdParamSchema = z.object({
  userId: pathParam(msg("User id")),
});

// ── Support inbox ──

export const SUPPORT_FILTERS = ["open", "closed", "all"] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

/** GET /api/admin/support-requests. */
export const listSupportQuerySchema = z.object({
  status: z.enum(SUPPORT_FILTERS, { error: msg("Status must be open, closed or all") }).default("open"),
  page,
});
export type ListSupportQuery = z.input<typeof listSupportQuerySchema>;

export const supportInboxItemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>;

export const supportPageSchema = z.object({
  requests: z.array(supportInboxItemSchema),
  total: z.number(),
  /** Open requests whatever the filter: the menu's badge. */
  openCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SupportPage = z.infer<typeof supportPageSchema>;

/** PATCH /api/admin/support-requests/{id}: close, or reopen. */
export const updateSupportStatusSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: msg("Status must be open or closed") }),
});

export const supportIdParamSchema = z.object({ requestId: pathParam(msg("Support request id")) });
