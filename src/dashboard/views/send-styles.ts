// CSS of the evidence, capture-link and send sections (added to the layout's stylesheet by the pages
// that show them; the visit page adds it too when it embeds the sections).
export const SEND_CSS = `
.section h2{font-size:1.1rem;margin:0 0 8px}
.card img{max-width:100%;height:auto}
.photos{list-style:none;margin:0 0 12px;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px}
.photos li{background:#fff;border:1px solid var(--line);border-radius:10px;padding:6px;display:flex;flex-direction:column;gap:6px}
.photos img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:6px;background:#eef1f4}
.photos .pending{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3;border-radius:6px;background:#eef1f4;color:var(--muted);font-size:.9rem;text-align:center;padding:6px}
.photos a.remove{font-size:.9rem;padding:6px 4px;min-height:44px;display:flex;align-items:center}
input[type=file],textarea,input[type=url]{font:inherit;width:100%;padding:10px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px;background:#fff;color:var(--fg)}
textarea{min-height:6em}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
/* Each field as wide as its longest choice at least ('Evidence photos' whole at 390 px), then sharing the row. */
.row .field{flex:1 1 auto;min-width:min(100%,120px)}
.link-out{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
.link-out input{flex:1 1 220px;font:inherit;padding:10px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px;background:#f6f8fa;color:var(--fg)}
.qr{width:180px;max-width:100%;background:#fff;border:1px solid var(--line);border-radius:8px;padding:4px;margin:8px 0}
.qr svg{display:block;width:100%;height:auto}
.links{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.links li{border:1px solid var(--line);border-radius:10px;padding:10px 12px;background:#fff}
.preview{width:100%;height:70vh;min-height:420px;border:1px solid var(--line);border-radius:8px;background:#fff}
.notice{background:#dafbe1;border:1px solid #4ac26b;border-radius:10px;padding:10px 14px;margin:12px 0}
.errors{background:#fff1f0;border:1px solid #f3b1aa;border-radius:10px;padding:10px 14px;margin:12px 0}
.errors ul{margin:4px 0 0;padding-left:20px;overflow-wrap:anywhere}
.status-badge{display:inline-block;border-radius:999px;padding:0 10px;font-weight:700;border:1px solid var(--line)}
.status-badge.DONE,.status-badge.SENT{background:#dafbe1;border-color:#4ac26b;color:#116329}
@media (min-width:760px){.send-grid{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;align-items:start}}
`;
