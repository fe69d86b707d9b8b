// Read at build time: a compiled binary does not load package.json at run time.
import pkg from "../package.json" with { type: "json" };
export const VERSION: string = pkg.version;
