import dns from "node:dns";
import net from "node:net";

/**
 * Outgoing webhooks must not reach the machine itself or the private network behind it: a
 * webhook URL is configuration, but a mistaken or hostile one must not turn the server into a
 * proxy for internal services.
 */
export class RefusedUrlError extends Error {
  constructor(
    message: string,
    readonly address?: string,
  ) {
    super(message);
    this.name = "RefusedUrlError";
  }
}

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata endpoints
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(prefix, bits, "ipv4");
}
for (const [prefix, bits] of [
  ["::", 96], // unspecified, loopback, deprecated IPv4-compatible
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(prefix, bits, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.split("%")[0];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right];
  return groups.length === 8 ? groups.map((g) => Number.parseInt(g, 16)) : null;
}

function ipv4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** The IPv4 address an IPv6 address stands for (mapped, NAT64, 6to4), if any. */
function embeddedIPv4(groups: number[]): string | null {
  const zero = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zero(0, 5) && groups[5] === 0xffff) return ipv4FromGroups(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(2, 6)) {
    return ipv4FromGroups(groups[6], groups[7]);
  }
  if (groups[0] === 0x2002) return ipv4FromGroups(groups[1], groups[2]);
  return null;
}

/** True for loopback, private, link-local, unique-local and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (net.isIPv4(bare)) return blocked.check(bare, "ipv4");
  const groups = ipv6Groups(bare);
  if (!groups) return true; // not an IP address at all: never treat it as public
  const v4 = embeddedIPv4(groups);
  if (v4) return blocked.check(v4, "ipv4");
  return blocked.check(bare.split("%")[0], "ipv6");
}

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupAll = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * Refuses a URL that is not http(s) or whose host is, or resolves to, a non-public address.
 * Every resolved address is checked: one private answer is enough to refuse. DNS failures are
 * thrown as they are (they may be temporary).
 */
export async function assertPublicUrl(
  url: URL,
  { allowPrivate = false, lookup = systemLookup }: { allowPrivate?: boolean; lookup?: LookupAll },
): Promise<void> {
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new RefusedUrlError(`only http and https URLs are allowed, not ${url.protocol}`);
  }
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    if (isPrivateAddress(host)) {
      throw new RefusedUrlError(`${host} is a private or loopback address`, host);
    }
    return;
  }
  const addresses = await lookup(host);
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused) {
    throw new RefusedUrlError(
      `${host} resolves to ${refused.address}, a private or loopback address`,
      refused.address,
    );
  }
}

/**
 * A `lookup` for http.request that checks the addresses the connection will actually use, so a
 * name that resolved to a public address a moment ago cannot switch to a private one (DNS
 * rebinding) between the check and the connection.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, options, (err, address, family) => {
    if (err) {
      callback(err, address, family);
      return;
    }
    const list = Array.isArray(address) ? address : [{ address, family }];
    const refused = list.find((a) => isPrivateAddress(a.address));
    if (refused) {
      const error = new RefusedUrlError(
        `${hostname} resolves to ${refused.address}, a private or loopback address`,
        refused.address,
      ) as NodeJS.ErrnoException;
      callback(error, address, family);
      return;
    }
    callback(null, address, family);
  });
};
