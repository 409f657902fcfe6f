import { describe, expect, it } from "vitest";
import {
  type FilterCodec,
  type ListConfig,
  nextSort,
  readListAddress,
  writeListAddress,
} from "./list-address";

interface Flags {
  grounded: boolean;
}

const flags: FilterCodec<Flags> = {
  defaults: { grounded: false },
  keys: ["grounded"],
  read: (params) => ({ grounded: params.get("grounded") === "true" }),
  write: (filters): Record<string, string> => (filters.grounded ? { grounded: "true" } : {}),
  count: (filters) => (filters.grounded ? 1 : 0),
};

const config: ListConfig<Flags> = {
  defaultPageSize: 10,
  pageSizes: [5, 10, 25],
  sortKeys: ["date_of_flight", "flight_type"],
  defaultSort: { key: "date_of_flight", order: "-" },
  filters: flags,
};

const read = (query: string) => readListAddress(new URLSearchParams(query), config);
const canonical = (query: string) =>
  writeListAddress(read(query), config, new URLSearchParams(query)).toString();

describe("the list address", () => {
  it("reads what a shared link holds", () => {
    expect(read("page=3&page_size=25&keyword=HAN&sort=flight_type&order=asc&grounded=true")).toEqual({
      page: 3,
      pageSize: 25,
      keyword: "HAN",
      sort: { key: "flight_type", order: "+" },
      filters: { grounded: true },
    });
  });

  it.each(["page=-3", "page=0", "page=abc", "page=2.5", "page=1e3", "page=99999999999"])(
    "reads %s as page 1 and drops it from the address",
    (query) => {
      expect(read(query).page).toBe(1);
      expect(canonical(query)).toBe("");
    },
  );

  it("falls back to the defaults for an unknown sort, order or page size", () => {
    const address = read("sort=password&order=sideways&page_size=7");
    expect(address.sort).toEqual({ key: "date_of_flight", order: "-" });
    expect(address.pageSize).toBe(10);
    expect(canonical("sort=password&order=sideways&page_size=7")).toBe("");
  });

  it("keeps values that belong to the page, not the list", () => {
    expect(canonical("pilot_id=12&page=-1&grounded=yes")).toBe("pilot_id=12");
  });

  it("writes only what differs from the defaults", () => {
    const state = {
      ...read(""),
      page: 2,
      keyword: "VII",
      sort: { key: "date_of_flight", order: "+" as const },
    };
    expect(writeListAddress(state, config, new URLSearchParams()).toString()).toBe(
      "page=2&keyword=VII&order=asc",
    );
  });

  it("trims the keyword and cuts it at the server's limit", () => {
    expect(read(`keyword=${"a".repeat(300)}`).keyword).toHaveLength(256);
    expect(read("keyword=%20%20HAN%20").keyword).toBe("HAN");
  });

  it("keeps the only order of a list that cannot sort", () => {
    const users: ListConfig<undefined> = { ...config, filters: undefined, sortKeys: [] };
    expect(readListAddress(new URLSearchParams("order=asc&sort=id"), users).sort).toEqual(config.defaultSort);
  });

  it("flips the order on the same column and starts ascending on another", () => {
    expect(nextSort({ key: "flight_type", order: "+" }, "flight_type")).toEqual({
      key: "flight_type",
      order: "-",
    });
    expect(nextSort({ key: "flight_type", order: "-" }, "date_of_flight")).toEqual({
      key: "date_of_flight",
      order: "+",
    });
  });
});
