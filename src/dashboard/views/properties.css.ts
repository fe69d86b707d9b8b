// Styles of the property pages (forms, the property page, delete confirmation), included by the
// layout after its own stylesheet.
export const PROPERTY_CSS = `
textarea,input[type=url],input[type=date]{font:inherit;width:100%;padding:10px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px;background:#fff;color:var(--fg)}
.field.invalid input,.field.invalid textarea{border-color:#b42318;border-width:2px}
.hint{margin:0 0 4px;font-size:.9rem}
.alert{border-color:#b42318}
.alert ul{margin:.2em 0 0;padding-left:1.2em}
.head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:0 0 8px}
.head h1{margin:0;flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
a.btn{display:inline-block;text-decoration:none;line-height:1.4}
a.btn.secondary,.btn.secondary{background:#fff;color:#0550ae;border-color:var(--line)}
button.danger,a.btn.danger{background:#b42318;border-color:#b42318;color:#fff}
.notes{white-space:normal;overflow-wrap:anywhere}
.cols{display:grid;gap:16px;grid-template-columns:1fr}
.cols h2{font-size:1.15rem;margin:16px 0 8px}
.list h3{font-size:1.05rem;margin:0;overflow-wrap:anywhere}
.status{font-weight:600}
.chip{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px;background:#ddf4ff;border-radius:12px;padding:8px 14px;margin:0 0 12px}
.chip span{min-width:0;overflow-wrap:anywhere}
.empty{border-style:dashed}
.empty p{margin:.3em 0}
.inline{display:grid;gap:0 12px;grid-template-columns:1fr}
.editform{max-width:720px}
.goes{margin:.4em 0;padding-left:1.2em}
@media (min-width:760px){
  .cols{grid-template-columns:3fr 2fr}
  .cols .list{grid-template-columns:1fr}
  .inline{grid-template-columns:2fr 1fr}
}
`;
