/**
 * One rule for the Secure flag of every cookie the site sets: Secure whenever the site's public
 * address is https. Deciding from the request instead would drop the flag behind a proxy that
 * ends TLS unless TRUST_PROXY is also set, and a cookie sent once over plain HTTP can be read.
 */
export function secureCookies(publicUrl: string): boolean {
  return publicUrl.startsWith("https://");
}
