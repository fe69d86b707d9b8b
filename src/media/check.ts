// The media part of `sitevisit doctor`: the image tools behind photo sizes and HEIC renditions
// (src/media/image-tool.ts runs them).
import { ok, type Check } from "../core/check";

export function checkImageTools(): Check[] {
  const check = (part: string, tools: string[], fix: string, use: string): Check => {
    const missing = tools.filter((t) => !Bun.which(t));
    return missing.length
      ? { part, status: "missing", detail: `${missing.join(", ")} not on PATH: ${use}`, fix }
      : ok(part, `${tools.join(", ")} installed`);
  };
  return [
    check(
      "image sizes",
      ["vipsthumbnail", "vipsheader", "prlimit"],
      "apt-get install libvips-tools util-linux",
      "photos get no thumbnails and public pages show placeholders",
    ),
    check(
      "heic",
      ["heif-convert"],
      "apt-get install libheif-examples",
      "HEIC photos get no JPEG and no sizes",
    ),
  ];
}
