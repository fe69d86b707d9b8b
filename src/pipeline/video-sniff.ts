// A quick look at the first bytes of an upload: is it a video container at all? Whether it really
// decodes is ffprobe's job in the first stage; this refuses text, images and the like at once (415).
const ascii = (b: Uint8Array, at: number, s: string) =>
  s.split("").every((c, i) => b[at + i] === c.charCodeAt(0));

export function looksLikeVideo(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  if (ascii(head, 4, "ftyp")) return true; // MP4, MOV, 3GP, M4V
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true; // Matroska, WebM
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "AVI ")) return true;
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && (head[3] === 0xba || head[3] === 0xb3))
    return true; // MPEG-PS
  if (head[0] === 0x47 && head.length >= 189 && head[188] === 0x47) return true; // MPEG-TS sync bytes
  if (
    ascii(head, 4, "moov") ||
    ascii(head, 4, "mdat") ||
    ascii(head, 4, "wide") ||
    ascii(head, 4, "free")
  )
    return true; // old QuickTime
  return false;
}
