import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../test/databases";
import { createTestContext, type TestContext } from "../../test/harness";
import { createDeviceCookies } from "./device-cookie";
import { deviceGeneration, forgetRememberedDevices, rememberedDevice } from "./sign-in-devices";
import { accountKey } from "./sign-in-throttle";

describe.each(testDatabaseKinds())("remembered devices [%s]", (kind) => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);
  const cookies = createDeviceCookies({ secret: "remembered-devices-test-secret-0123456789", secure: false });
  const jarFor = (email: string, generation: number) => {
    const issued = cookies.issue(accountKey(email), generation, t0);
    return new Map([[issued.name, issued.value]]);
  };

  it("the generation starts at 0 and each forget bumps it, whatever the address's spelling", async () => {
    expect(await deviceGeneration(t.database.db, "g@example.com")).toBe(0);
    await forgetRememberedDevices(t.database.db, "G@Example.com");
    expect(await deviceGeneration(t.database.db, "g@example.com")).toBe(1);
    await forgetRememberedDevices(t.database.db, "g@example.com ");
    expect(await deviceGeneration(t.database.db, "g@example.com")).toBe(2);
    expect(await deviceGeneration(t.database.db, "other@example.com")).toBe(0);
  });

  it("a cookie counts only while its generation is the account's: forgetting ends every earlier one", async () => {
    const db = t.database.db;
    const jar = jarFor("r@example.com", 0);
    expect(await rememberedDevice(db, cookies, jar, "R@example.com", t0)).toMatchObject({ generation: 0 });
    expect(await rememberedDevice(db, cookies, jar, "someone@example.com", t0)).toBeNull();
    await forgetRememberedDevices(db, "r@example.com");
    expect(await rememberedDevice(db, cookies, jar, "r@example.com", t0)).toBeNull();
    expect(
      await rememberedDevice(db, cookies, jarFor("r@example.com", 1), "r@example.com", t0),
    ).toMatchObject({
      generation: 1,
    });
    // A cookie claiming a generation the account has not reached is no better.
    expect(await rememberedDevice(db, cookies, jarFor("r@example.com", 2), "r@example.com", t0)).toBeNull();
  });
});
