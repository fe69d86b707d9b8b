// Text as the report PDF can set it (docs/api.md, "The report as a PDF"). The PDF embeds one font
// (DejaVu Sans: Latin with every accent, Polish, Greek, Cyrillic, Arabic, Hebrew) and lays text out
// with fontkit, which shapes Arabic but does not reorder right-to-left runs. So before a string is
// set: Unicode NFC; bidi controls, other control characters, zero-width joiners and variation
// selectors removed (they would steer or break the layout, or draw boxes); every character the font
// has no glyph for (emoji, CJK) dropped, with the space it leaves; and each run of right-to-left
// words set as one piece (bidiPieces), so a name like "محمد علي" reads right in a left-to-right line.

// LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM ALM, and the joiners and selectors emoji use.
const STRIP = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/gu;
// Variation selectors (emoji or text style) and tag characters, one alternative each.
const SELECTORS = /\p{Variation_Selector}|[\u{E0000}-\u{E007F}]/gu;
// C0 and C1 controls but line feed and tab.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export type HasGlyph = (codePoint: number) => boolean;

/** Drops what cannot be drawn; keeps line breaks. */
export function printable(text: string, hasGlyph: HasGlyph): string {
  const cleaned = text
    .normalize("NFC")
    .replace(STRIP, "")
    .replace(SELECTORS, "")
    .replace(CONTROLS, "")
    .replace(/\r\n?/g, "\n");
  let out = "";
  for (const ch of cleaned) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\n" || ch === "\t" || ch === " " || hasGlyph(cp)) out += ch;
  }
  // What dropping a glyph left: doubled spaces and spaces at the ends of lines.
  return out
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

const RTL_RUN =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF][^\s]*(?: [\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF][^\s]*)*/gu;

/**
 * The text in pieces to set one after another: left-to-right pieces as they are, and each run of
 * right-to-left words as one piece with no-break spaces inside and no space at either end (its
 * neighbours keep them). fontkit shapes and reverses a piece as a whole, so a run's words come out
 * in right-to-left order and the spaces around it stay where they were.
 */
export function bidiPieces(text: string): string[] {
  if (!/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text)) return [text];
  const out: string[] = [];
  let last = 0;
  for (const m of text.matchAll(RTL_RUN)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(m[0].replaceAll(" ", "\u00A0"));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Printable text in the pieces to set it with. */
export function pdfText(text: string, hasGlyph: HasGlyph): string[] {
  return bidiPieces(printable(text, hasGlyph));
}
