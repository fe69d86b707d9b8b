import { expect, test } from "bun:test";
import { addressBeyondName, placeLine } from "../src/properties/place-line";

test("the address parts a property's name already says are not printed twice", () => {
  expect(placeLine("Flat 4, 18 Canal Wharf", "18 Canal Wharf, Leeds LS11")).toBe(
    "Flat 4, 18 Canal Wharf · Leeds LS11",
  );
  // Case and spacing do not make a part new.
  expect(addressBeyondName("Unit 3,  Riverside  Park", "riverside park, Hull HU1")).toBe(
    "Hull HU1",
  );
  // A name that is the whole address leaves nothing to add.
  expect(placeLine("9 Mill Lane, Leeds", "9 Mill Lane, Leeds")).toBe("9 Mill Lane, Leeds");
  // A part that is only inside a longer part of the name is still new.
  expect(placeLine("The Old Mill", "Mill Lane, York")).toBe("The Old Mill · Mill Lane, York");
  expect(placeLine("2 Mill Yard", null)).toBe("2 Mill Yard");
  expect(placeLine("2 Mill Yard", " , ")).toBe("2 Mill Yard");
});
