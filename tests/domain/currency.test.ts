import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  CURRENCY_STORAGE_KEY,
  type CurrencyCode,
  centsToEuros,
  convertPrice,
  DEFAULT_CURRENCY,
  eurosToCents,
  findCurrency,
  formatPrice,
} from "../../domain/currency";

const cur = (code: CurrencyCode) => findCurrency(code);

describe("currency constants", () => {
  it("lists the four spec currencies with their symbols, names and rates in order", () => {
    expect(CURRENCIES).toEqual([
      { code: "EUR", symbol: "€", name: "Euro", rate: 1 },
      { code: "USD", symbol: "$", name: "US Dollar", rate: 1.1 },
      { code: "GBP", symbol: "£", name: "British Pound", rate: 0.85 },
      { code: "CAD", symbol: "C$", name: "Canadian Dollar", rate: 1.45 },
    ]);
  });

  it("defaults to the euro and stores the choice under selectedCurrency", () => {
    expect(DEFAULT_CURRENCY).toBe("EUR");
    expect(CURRENCY_STORAGE_KEY).toBe("selectedCurrency");
  });
});

describe("findCurrency", () => {
  it.each([
    ["EUR", "EUR"],
    ["USD", "USD"],
    ["GBP", "GBP"],
    ["CAD", "CAD"],
    ["usd", "USD"],
    [" gbp ", "GBP"],
    ["JPY", "EUR"],
    ["", "EUR"],
    [null, "EUR"],
    [undefined, "EUR"],
  ])("finds %j as %s", (code, expected) => {
    expect(findCurrency(code).code).toBe(expected);
  });
});

describe("convertPrice", () => {
  it.each([
    [100, "EUR", 100],
    [100, "USD", 110],
    [100, "GBP", 85],
    [100, "CAD", 145],
    [0, "USD", 0],
    [12.5, "GBP", 10.625],
  ] as const)("converts €%s to %s as %s", (amount, code, expected) => {
    expect(convertPrice(amount, cur(code))).toBe(expected);
  });
});

describe("formatPrice", () => {
  it.each([
    [123450, "EUR", "€1,235"],
    [12000, "EUR", "€120"],
    [10000, "USD", "$110"],
    [10000, "GBP", "£85"],
    [10000, "CAD", "C$145"],
    [8000, "EUR", "€80"],
    [0, "EUR", "€0"],
    [49, "EUR", "€0"],
    [50, "EUR", "€1"],
    [1000, "GBP", "£9"],
    [1234567800, "USD", "$13,580,246"],
    [99999, "CAD", "C$1,450"],
    [-2000, "EUR", "-€20"],
    [-40, "EUR", "€0"],
  ] as const)("shows %i euro cents in %s as %j", (cents, code, expected) => {
    expect(formatPrice(cents, cur(code))).toBe(expected);
  });
});

describe("euros typed in a form", () => {
  it("become whole cents, with a comma or a dot, spaces and a euro sign allowed", () => {
    expect(eurosToCents("45")).toBe(4500);
    expect(eurosToCents("45.5")).toBe(4550);
    expect(eurosToCents("€ 1 200,05")).toBe(120005);
    expect(eurosToCents("  ")).toBeNull();
    expect(eurosToCents("12.345")).toBeNaN();
    expect(eurosToCents("-3")).toBeNaN();
  });

  it("are shown from cents without needless decimals", () => {
    expect(centsToEuros(4500)).toBe("45");
    expect(centsToEuros(4550)).toBe("45.50");
    expect(centsToEuros(null)).toBe("");
  });
});
