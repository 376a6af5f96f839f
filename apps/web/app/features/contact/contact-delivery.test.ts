import { describe, expect, it } from "vitest";
import { contactDeliveryText } from "./contact-delivery";

const SUPPORT = "help@example.org";

describe("contactDeliveryText", () => {
  it("says the message is e-mailed to the support address only when the server sends mail", () => {
    expect(contactDeliveryText("email", SUPPORT)).toContain(`e-mailed to ${SUPPORT}`);
  });

  it("says a message is only stored, and not forwarded, when the server has no SMTP", () => {
    const text = contactDeliveryText("stored", SUPPORT);
    expect(text).toContain("not e-mailed on");
    expect(text).not.toMatch(/forwarded|e-mailed to/);
  });

  it("claims no forwarding while it does not know yet: mailing depends on the server", () => {
    const text = contactDeliveryText(undefined, SUPPORT);
    expect(text).not.toMatch(/forwarded|is stored on our server and e-mailed/);
    expect(text).toContain("when this server has mail set up");
  });
});
