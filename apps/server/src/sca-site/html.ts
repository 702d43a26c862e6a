/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A tagged template that escapes every interpolated value unless it is already `SafeHtml`. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.html;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/** The one small stylesheet of the bank's pages (SCA site and landing page). */
export const STYLESHEET = `
:root { color-scheme: light; --ink: #1b2430; --muted: #5b6675; --accent: #0b5fff; --line: #d8dee8; --bad: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f7fa; }
header { background: var(--ink); color: #fff; padding: 0.75rem 1.25rem; }
header strong { font-size: 1.1rem; }
main { max-width: 46rem; margin: 1.5rem auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1.5rem; }
/* A TPP's long creditor name or text without spaces wraps inside the screen, not past it (review J, phones). */
main p, table.what td { overflow-wrap: anywhere; }
h1 { font-size: 1.4rem; margin-top: 0; }
h2 { font-size: 1.1rem; }
label { display: block; margin: 0.75rem 0 0.25rem; font-weight: 600; }
/* Touch targets of at least 44 px, and room between the buttons (review J, phones). */
/* Fields are told by their border: --muted keeps 3:1 against white (WCAG 1.4.11); --line was 1.35:1 (review). */
input[type=text], select { width: 100%; min-height: 44px; padding: 0.5rem; font-size: 1rem; border: 1px solid var(--muted); border-radius: 4px; }
input[type=radio], input[type=checkbox] { width: 1.25rem; height: 1.25rem; vertical-align: middle; margin: 0; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 1rem 0; }
fieldset label { display: inline-block; font-weight: normal; margin: 0 1rem 0 0.25rem; padding: 0.625rem 0; vertical-align: middle; }
button { font-size: 1rem; min-height: 44px; padding: 0.55rem 1.2rem; border-radius: 4px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; margin: 1rem 0.75rem 0 0; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: #fff; color: var(--bad); border-color: var(--bad); }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; }
/* A wide table (the landing page's accounts) scrolls inside its box on a narrow screen, not the whole page. */
.scroll { overflow-x: auto; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9rem; }
pre { background: #f0f3f8; padding: 0.75rem; overflow-x: auto; border-radius: 4px; }
.muted { color: var(--muted); }
.error { color: var(--bad); font-weight: 600; }
`;

/** A whole page: accessible landmarks, the stylesheet, no scripts. */
export function renderPage(title: string, body: SafeHtml, bankName = 'xs2a-kit sandbox bank'): string {
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${bankName}</title>
<style>${new SafeHtml(STYLESHEET)}</style>
</head>
<body>
<header><strong>${bankName}</strong></header>
<main>
${body}
</main>
</body>
</html>`.html}`;
}
