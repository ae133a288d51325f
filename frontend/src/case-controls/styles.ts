/**
 * The case controls' stylesheet. It lives in the shadow root, so the host's CSS cannot break
 * it; hosts theme it through the documented `--case-controls-*` custom properties instead.
 */
export const CASE_CONTROLS_CSS = /* css */ `
:host {
  --_accent: var(--case-controls-accent, #4f46e5);
  --_text: var(--case-controls-text, #111827);
  --_muted: var(--case-controls-muted, #4b5563);
  --_surface: var(--case-controls-surface, #ffffff);
  --_border: var(--case-controls-border, #d1d5db);
  --_radius: var(--case-controls-radius, 0.5rem);
  --_danger: var(--case-controls-danger, #b91c1c);
  display: block;
  color: var(--_text);
  font-family: var(--case-controls-font, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif);
  font-size: 0.9375rem;
  line-height: 1.5;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.root { display: grid; gap: 1rem; }
.bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem; }
h2 { margin: 0; font-size: 1.25rem; line-height: 1.3; font-weight: 650; }
h3 { margin: 0; font-size: 1rem; line-height: 1.35; font-weight: 600; }
button, input, select, textarea { font: inherit; color: inherit; }
button {
  cursor: pointer;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  padding: 0.375rem 0.75rem;
  font-weight: 500;
  line-height: 1.25rem;
}
button:hover:not(:disabled) { border-color: var(--_accent); color: var(--_accent); }
button:disabled { cursor: not-allowed; opacity: 0.55; }
button.primary { background: var(--_accent); border-color: var(--_accent); color: #fff; }
button.primary:hover:not(:disabled) { color: #fff; filter: brightness(1.1); }
button.danger { color: var(--_danger); }
/* The surface colour reads on the danger colour in light and dark themes alike. */
button.danger.confirm { background: var(--_danger); border-color: var(--_danger); color: var(--_surface); }
:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.panel {
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  padding: 1rem;
}
.create { display: grid; gap: 0.875rem; }
.create-grid { display: grid; gap: 0.875rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.field { display: grid; gap: 0.25rem; align-content: start; }
.field.wide { grid-column: 1 / -1; }
.field label { font-weight: 500; }
.field .required { color: var(--_danger); }
.field .hint, .field .problem { font-size: 0.8125rem; }
.field .hint { color: var(--_muted); }
.field .problem { color: var(--_danger); }
.check { display: flex; align-items: center; gap: 0.5rem; font-weight: 500; padding-top: 1.5rem; }
input:not([type='checkbox']), select, textarea {
  width: 100%;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  padding: 0.4375rem 0.625rem;
}
input[type='checkbox'] { width: 1rem; height: 1rem; accent-color: var(--_accent); }
textarea { min-height: 5rem; resize: vertical; }
[aria-invalid='true'] { border-color: var(--_danger); }
.form-actions { display: flex; gap: 0.5rem; }
.filters { display: grid; gap: 0.75rem; grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr); }
.filters label { display: grid; gap: 0.25rem; font-size: 0.8125rem; font-weight: 500; color: var(--_muted); }
.alert {
  border: 1px solid var(--_danger);
  border-radius: var(--_radius);
  color: var(--_danger);
  background: color-mix(in srgb, var(--_danger) 6%, var(--_surface));
  padding: 0.625rem 0.875rem;
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
}
.status-line { margin: 0; color: var(--_muted); font-size: 0.8125rem; }
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.case {
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  padding: 0.875rem 1rem;
  display: grid;
  gap: 0.375rem;
}
.case[aria-busy='true'] { opacity: 0.7; }
.case-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 0.75rem; }
.case-head a { color: inherit; text-decoration: none; }
.case-head a:hover { color: var(--_accent); text-decoration: underline; }
.badge {
  flex: none;
  border-radius: 999px;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 600;
  padding: 0.125rem 0.625rem;
  white-space: nowrap;
}
.subtitle, .summary, .meta { margin: 0; }
.subtitle { color: var(--_muted); }
.meta { color: var(--_muted); font-size: 0.8125rem; }
.fields { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; font-size: 0.8125rem; }
.fields div { display: flex; gap: 0.25rem; }
.fields dt { color: var(--_muted); }
.fields dd { margin: 0; font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; padding-top: 0.25rem; }
.actions-label { color: var(--_muted); font-size: 0.8125rem; margin-right: 0.25rem; }
.item-error { margin: 0; color: var(--_danger); font-size: 0.8125rem; }
.empty { margin: 0; padding: 1.5rem; text-align: center; color: var(--_muted); border: 1px dashed var(--_border); border-radius: var(--_radius); }
.more { justify-self: center; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media (max-width: 32rem) {
  .filters { grid-template-columns: 1fr; }
}
@media (prefers-reduced-motion: no-preference) {
  .case { transition: opacity 150ms ease; }
}
`;
