// `import path from "./generated/domain.lm" with { type: "file" }` yields a path: on disk under
// `bun run`, inside the binary's virtual file system (/$bunfs/...) once compiled.
declare module "*.lm" {
  const path: string;
  export default path;
}
declare module "*.dict" {
  const path: string;
  export default path;
}
