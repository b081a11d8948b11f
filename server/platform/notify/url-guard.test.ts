import { describe, expect, it } from "vitest";
import { assertPublicUrl, isPrivateAddress, RefusedUrlError } from "./url-guard";

describe("webhook address guard", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.5",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.20",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "0:0:0:0:0:0:0:1",
    "fe80::1",
    "fe80::1%eth0",
    "fd12:3456:789a::1",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.1.2.3",
    "::ffff:c0a8:101",
    "64:ff9b::7f00:1",
    "2002:c0a8:0101::1",
    "[::1]",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "192.169.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
  ])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  const lookup = (map: Record<string, string[]>) => async (host: string) =>
    (map[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("checks every address a host name resolves to", async () => {
    const dns = lookup({
      "hooks.example": ["93.184.216.34"],
      "mixed.example": ["93.184.216.34", "10.0.0.7"],
      "v6.example": ["2606:4700:4700::1111", "::1"],
    });
    await expect(
      assertPublicUrl(new URL("https://hooks.example/x"), { lookup: dns }),
    ).resolves.toBeUndefined();
    await expect(
      assertPublicUrl(new URL("https://mixed.example/x"), { lookup: dns }),
    ).rejects.toThrow(/10\.0\.0\.7/);
    await expect(assertPublicUrl(new URL("https://v6.example/x"), { lookup: dns })).rejects.toThrow(
      RefusedUrlError,
    );
  });

  it("refuses literal private addresses and localhost, unless private targets are allowed", async () => {
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://10.1.2.3/x",
      "http://192.168.0.10/x",
      "http://[::1]:8080/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://localhost:3000/x",
    ]) {
      await expect(assertPublicUrl(new URL(url), {}), url).rejects.toThrow(RefusedUrlError);
      await expect(assertPublicUrl(new URL(url), { allowPrivate: true })).resolves.toBeUndefined();
    }
  });

  it("refuses other schemes even when private targets are allowed", async () => {
    await expect(
      assertPublicUrl(new URL("file:///etc/passwd"), { allowPrivate: true }),
    ).rejects.toThrow(/only http and https/);
  });
});
