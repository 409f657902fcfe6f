import { expect, it } from "vitest";
import { audit } from "./screens";

// The screen tests can fail: what axe finds on a screen is reported, rule by rule, with the element.
it("reports an image without a text alternative and a button without a name", async () => {
  const broken = document.createElement("div");
  broken.innerHTML = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button type="button"></button>';
  document.body.append(broken);
  const report: string[] = [];
  try {
    await audit("a broken screen", report);
  } finally {
    broken.remove();
  }
  expect(report.join("\n")).toMatch(/a broken screen: image-alt \(critical\)/);
  expect(report.join("\n")).toMatch(/a broken screen: button-name \(critical\)/);
});
