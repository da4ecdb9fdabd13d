import { createContext, use } from "react";

/** Set on a board only looked at (a role without seating.write, src/shared/team.ts): guests are names, not
 * things to drag, tap or open. */
export const BoardReadOnlyContext = createContext(false);

export const useBoardReadOnly = () => use(BoardReadOnlyContext);
