import type { ClientRect, DroppableContainer } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { boardCollisions, parseTarget, pickTargetId, seatTargetId, tableTargetId } from "./drop-targets";

const rect = (left: number, top: number, width = 100, height = 100): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

function container(id: string, box: ClientRect, data: Record<string, unknown> = {}) {
  return {
    id,
    key: id,
    disabled: false,
    node: { current: null },
    rect: { current: box },
    data: { current: data },
  } as unknown as DroppableContainer;
}

function collide(containers: DroppableContainer[], x: number, y: number) {
  return boardCollisions({
    active: { id: "guest:g", data: { current: {} }, rect: { current: { initial: null, translated: null } } },
    collisionRect: rect(x - 5, y - 5, 10, 10),
    droppableContainers: containers,
    droppableRects: new Map(containers.map((c) => [c.id, c.rect.current!])),
    pointerCoordinates: { x, y },
  });
}

describe("drop targets", () => {
  it("reads a tile of the placing view as its table", () => {
    expect(parseTarget(pickTargetId("t1"))).toEqual({ kind: "table", tableId: "t1" });
    expect(parseTarget(seatTargetId("t1", 3))).toEqual({ kind: "seat", tableId: "t1", seat: 3 });
  });

  it("carries the seat under the pointer of a card's one target", () => {
    const card = container(tableTargetId("t1"), rect(0, 0), {
      card: { tableId: "t1", seatAt: (_x: number, y: number) => (y > 50 ? 3 : null) },
    });
    expect(collide([card], 20, 80)[0]).toMatchObject({ id: "table:t1", data: { seat: "seat:t1:3" } });
    expect(collide([card], 20, 20)[0]?.data?.seat).toBeUndefined();
  });

  it("leaves the hidden cards out while the tiles show", () => {
    const card = container(tableTargetId("t1"), rect(0, 0));
    const tile = container(pickTargetId("t1"), rect(0, 0, 50, 50));
    expect(collide([card, tile], 20, 20).map((hit) => hit.id)).toEqual(["pick:t1"]);
    expect(collide([card], 20, 20).map((hit) => hit.id)).toEqual(["table:t1"]);
  });
});
