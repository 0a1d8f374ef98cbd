import { describe, expect, it } from "vitest";
import { TIME_SLOTS, timeSlotByValue } from "./time-slots";

describe("TIME_SLOTS", () => {
  it("offers the nine hourly slots from 9:00 AM to 5:00 PM", () => {
    expect(TIME_SLOTS.map((slot) => slot.value)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(TIME_SLOTS.map((slot) => slot.label)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
  });

  it("finds a slot from a form value, number or string", () => {
    expect(timeSlotByValue(15)).toEqual({ value: 15, label: "3:00 PM" });
    expect(timeSlotByValue("12")).toEqual({ value: 12, label: "12:00 PM" });
    expect(timeSlotByValue(8)).toBeUndefined();
    expect(timeSlotByValue("")).toBeUndefined();
  });
});
