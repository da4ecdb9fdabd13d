import { describe, expect, test } from "vitest";
import { dietaryInMeal, readStatus } from "./status";

describe("readStatus", () => {
  test.each([
    ["Attending", "confirmed"],
    ["Accepted", "confirmed"],
    ["Yes", "confirmed"],
    ["Sí", "confirmed"],
    ["si", "confirmed"],
    ["Oui", "confirmed"],
    ["Zugesagt", "confirmed"],
    ["Ja", "confirmed"],
    ["Sim", "confirmed"],
    ["Ja graag", "confirmed"],
    ["Checked In", "confirmed"],
    ["TRUE", "confirmed"],
    ["WAHR", "confirmed"],
    ["✓", "confirmed"],
    ["2", "confirmed"],
    ["Joyfully accepts", "confirmed"],
    ["Attending - 2 guests", "confirmed"],
    ["Declined", "declined"],
    ["Regrets", "declined"],
    ["Cancelled", "declined"],
    ["Canceled", "declined"],
    ["No", "declined"],
    ["Non", "declined"],
    ["Abgesagt", "declined"],
    ["Nee", "declined"],
    ["Não", "declined"],
    ["FALSE", "declined"],
    ["FAUX", "declined"],
    ["0", "declined"],
    ["Declined (sent a gift)", "declined"],
    ["No Response", "invited"],
    ["Pending", "invited"],
    ["Awaiting", "invited"],
    ["Maybe", "invited"],
    ["En attente", "invited"],
    ["", "invited"],
  ])("%s → %s, known", (cell, status) => {
    expect(readStatus(cell)).toEqual({ status, known: true });
  });

  test("an unknown value is invited, and said to be unknown", () => {
    expect(readStatus("ask mum")).toEqual({ status: "invited", known: false });
    expect(readStatus("Plus-one TBC")).toEqual({ status: "invited", known: false });
  });
});

describe("dietaryInMeal", () => {
  test.each([
    ["Vegetarian", "Vegetarian"],
    ["Vegan Plate", "Vegan"],
    ["Chicken (gluten free)", "gluten free"],
    ["Fish, gluten-free, dairy free", "gluten-free, dairy free"],
    ["Végétarien", "Végétarien"],
    ["Menü vegetarisch", "vegetarisch"],
    ["Risotto vegano", "vegano"],
    ["Pollo sin gluten", "sin gluten"],
    ["Vegetarian Risotto (vegetarian)", "Vegetarian"],
  ])("%s → %s", (cell, dietary) => {
    expect(dietaryInMeal(cell)).toBe(dietary);
  });

  test("a meal without dietary words offers nothing", () => {
    expect(dietaryInMeal("Beef Tenderloin")).toBeNull();
    expect(dietaryInMeal("Veganesque surprise")).toBeNull();
  });
});
