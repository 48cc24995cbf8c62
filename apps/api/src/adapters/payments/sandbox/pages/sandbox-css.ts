// The hosted pages' one stylesheet, served at `sandbox.css` beside them (CSP: style-src 'self').
// Mobile first: one column down to 375 px, two-field rows from 480 px.
export const SANDBOX_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f1f1f;background:#f6f6f6}
body{margin:0}
.banner{background:#fff4d6;border-bottom:1px solid #e8c96a;color:#4d3800;padding:.5rem 1rem;text-align:center}
.banner p{margin:0}
main{max-width:40rem;margin:1.5rem auto;padding:1.5rem 1rem;background:#fff;border-radius:.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.125rem;margin:2rem 0 .5rem}
section{margin-top:1rem}
a{color:#8a2f4c}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}
.hint{color:#5c5c5c;font-size:.875rem}
.card{font-weight:600}
form{margin:1rem 0}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem;flex:1;min-width:0}
label{font-weight:600}
input,select{font:inherit;padding:.625rem .75rem;border:1px solid #8c8c8c;border-radius:.375rem;width:100%;background:#fff;color:inherit}
input[aria-invalid="true"],select[aria-invalid="true"]{border-color:#b3261e}
.row{display:flex;flex-direction:column}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;margin-top:.5rem}
button,.button{font:inherit;font-weight:600;display:inline-block;padding:.625rem 1.25rem;border:0;border-radius:.375rem;background:#b74366;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#ececec;color:#1f1f1f}
form.inline{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.75rem}
form.inline .field{margin-bottom:0}
.alert{background:#fdecea;border:1px solid #b3261e;color:#8c1d18;padding:.75rem 1rem;border-radius:.375rem}
.status{background:#e7f4ea;border:1px solid #2e7d32;color:#1b5e20;padding:.75rem 1rem;border-radius:.375rem}
.links{display:flex;flex-wrap:wrap;gap:1rem;margin-bottom:1rem}
.links.footer{margin:2rem 0 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#5c5c5c}
dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem .5rem .5rem 0;border-bottom:1px solid #e0e0e0;vertical-align:top}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (min-width:480px){
  main{padding:2rem}
  .row{flex-direction:row;gap:1rem}
}
@media (max-width:599px){
  .invoices thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .invoices tr{display:block;border-bottom:1px solid #e0e0e0;padding:.5rem 0}
  .invoices td{display:flex;justify-content:space-between;gap:1rem;border:0;padding:.25rem 0}
  .invoices td::before{content:attr(data-label);color:#5c5c5c}
}
`.trimStart();
