import i18next from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import en from "../locales/en/common.json";
import vi_ from "../locales/vi/common.json";
import type { ApiError } from "./api-error";

// api.ts reads the session's cookie and storage when it loads: a page's, stood in for here.
vi.stubGlobal("document", { cookie: "" });
vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
vi.stubGlobal("window", { location: { protocol: "http:" } });
const { readEnvelope } = await import("./api");

const ID = "3f2a9c1e4b7d8a6f0e1c2b3a4d5e6f70";

function failureOf(status: number, body: string, requestId: string | null = ID): ApiError {
  try {
    readEnvelope("pilot/sort_pilot", status, body, requestId);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("the reply was read as a success");
}

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { common: en }, vi: { common: vi_ } },
    interpolation: { escapeValue: false },
  });
});

describe("a failed call's message", () => {
  it("ends a server fault's message with the request id, in the interface language", async () => {
    const body = JSON.stringify({ code: "INTERNAL_ERROR", message: "Error internal server" });
    const failure = failureOf(500, body);
    expect(failure.message).toBe(`Error internal server (request id: ${ID})`);
    expect(failure.requestId).toBe(ID);
    expect(failure.status).toBe(500);
    await i18next.changeLanguage("vi");
    try {
      const vietnamese = failureOf(
        503,
        JSON.stringify({ code: "INTERNAL_ERROR", message: "Lỗi máy chủ nội bộ" }),
      );
      expect(vietnamese.message).toBe(`Lỗi máy chủ nội bộ (mã yêu cầu: ${ID})`);
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("gives the generic message with the id when the reply is not the envelope (a proxy's error page)", () => {
    const failure = failureOf(502, "<html>Bad Gateway</html>");
    expect(failure.code).toBe("INTERNAL_ERROR");
    expect(failure.message).toBe(`Error internal server (request id: ${ID})`);
  });

  it("leaves a refusal the user can act on as the server wrote it, the id kept on the error", () => {
    const failure = failureOf(409, JSON.stringify({ code: "CONFLICT", message: "Crew code already exists" }));
    expect(failure.message).toBe("Crew code already exists");
    expect(failure.requestId).toBe(ID);
  });

  it("says nothing of an id the reply did not carry", () => {
    const failure = failureOf(
      500,
      JSON.stringify({ code: "INTERNAL_ERROR", message: "Error internal server" }),
      null,
    );
    expect(failure.message).toBe("Error internal server");
  });
});
