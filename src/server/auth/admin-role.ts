import { sql } from "drizzle-orm";
import { user } from "@/server/db/schema";
import { ADMIN_ROLE } from "./auth";

/** The admin plugin stores several roles comma-separated: "admin" may be one of them. */
export function isAdminRole(role: string | null | undefined): boolean {
  return Boolean(role?.split(",").includes(ADMIN_ROLE));
}

/** `isAdminRole` as a condition on the user table. */
export const hasAdminRole = sql`${ADMIN_ROLE} = any(string_to_array(${user.role}, ','))`;

/** An admin who is not banned: one who can still run the site. */
export const isActiveAdmin = sql`${hasAdminRole} and coalesce(${user.banned}, false) = false`;
