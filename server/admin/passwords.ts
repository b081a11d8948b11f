import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum). The PHC
 * string carries its parameters, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when no account matches, so a wrong username costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  if (!phc) {
    dummyHash ??= hash("relaywise-no-such-account");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(phc, password);
  } catch {
    // A malformed stored hash (a hand-edited row) is a failed sign-in, never a 500.
    return false;
  }
}

/** A PHC string for argon2id, as ADMIN_PASSWORD_HASH must be. */
export function isArgon2idHash(value: string): boolean {
  return /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.test(value);
}
