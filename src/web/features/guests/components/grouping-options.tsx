import { memo } from "react";

/** <option>s for a select of households or groups. Memoised: an event can have thousands of households,
 * and the toolbar around the select re-renders on every keystroke in search. */
export const NamedOptions = memo(function NamedOptions({
  items,
}: {
  items: readonly { id: string; name: string }[];
}) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
});
