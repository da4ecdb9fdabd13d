import type { ComponentProps } from "react";

/**
 * ARIA table parts as divs. The guest list is virtualised: its rows are absolutely placed blocks that
 * become cards on a phone, which <table> layout cannot do, so the roles carry the table semantics instead.
 */

export function AriaTable(props: ComponentProps<"div">) {
  // biome-ignore lint/a11y/useSemanticElements: virtualised rows cannot be <tr> (see above)
  return <div role="table" {...props} />;
}

export function AriaRowGroup(props: ComponentProps<"div">) {
  // biome-ignore lint/a11y/useSemanticElements: virtualised rows cannot be <tr> (see above)
  return <div role="rowgroup" {...props} />;
}

export function AriaRow(props: ComponentProps<"div">) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a row of a table, not of a grid: its controls take the focus
  return <div role="row" {...props} />;
}

export function AriaColumnHeader(props: ComponentProps<"div">) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a table's header cell; its sort button takes the focus
  return <div role="columnheader" {...props} />;
}

export function AriaCell(props: ComponentProps<"div">) {
  // biome-ignore lint/a11y/useSemanticElements: virtualised rows cannot be <tr> (see above)
  return <div role="cell" {...props} />;
}
