// The send pages' client entry (src/dashboard/client/send.ts: copy and share), embedded in the
// binary as text and served as an inline module under the page's nonce.
// @ts-expect-error: Bun imports the file as text here; TypeScript only knows it as a module.
import source from "../client/send.ts" with { type: "text" };
import { inlineScript } from "../client/inline";

export const sendScript = () => inlineScript("send", source as string);
