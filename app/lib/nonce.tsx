import { createContext, useContext } from "react";

// The CSP nonce reaches <Scripts> through context; in the browser it is empty (never needed).
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
