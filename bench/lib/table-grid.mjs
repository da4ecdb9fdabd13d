/**
 * A plan of `count` tables on a grid 40 tables wide, `spacing` px apart, shapes varied and each table's
 * capacity given by `capacity(index)`, with one dance floor: the body of PUT /api/events/:id/tables.
 */
export function tableGrid({ count, spacing, capacity }) {
  const shapes = ["round", "rectangular", "oval"];
  return {
    tables: Array.from({ length: count }, (_, i) => ({
      id: `new-${i}`,
      name: `Table ${i + 1}`,
      capacity: capacity(i),
      shape: shapes[i % 3],
      position: { x: 150 + (i % 40) * spacing, y: 150 + Math.floor(i / 40) * spacing },
    })),
    venueElements: [
      {
        id: "new-floor",
        kind: "dance_floor",
        label: "Dance floor",
        position: { x: 400, y: 400 },
        width: 300,
        height: 300,
      },
    ],
  };
}
