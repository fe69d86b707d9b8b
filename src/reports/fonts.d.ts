// `import path from "….ttf" with { type: "file" }` yields a path: on disk under `bun run`, inside the
// binary's virtual file system (/$bunfs/...) once compiled (src/reports/pdf.ts).
declare module "*.ttf" {
  const path: string;
  export default path;
}
