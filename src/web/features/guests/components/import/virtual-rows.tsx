import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useRef } from "react";

/** A long list of the merge review, rendered a screenful at a time; each item tells its place in the whole
 * list to screen readers, which see only the rendered ones. */
export function VirtualRows<T>({
  items,
  label,
  itemKey,
  estimate,
  children,
}: {
  items: readonly T[];
  label: string;
  itemKey: (item: T) => string;
  estimate: (item: T) => number;
  children: (item: T) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(items[index]!),
    getItemKey: (index) => itemKey(items[index]!),
    overscan: 6,
  });
  return (
    <div
      ref={scrollRef}
      className="max-h-[min(22rem,45vh)] overflow-y-auto overscroll-contain rounded-xl border"
    >
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="absolute inset-x-0 top-0 border-b px-3 py-2 last:border-b-0"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {children(items[row.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
