/**
 * The pipeline's style rules on the desk (the list's phone cards and folded filters, the board, the
 * report), added to the desk's own (receiver/http/desk/pages/layout.ts). No script: the list's
 * table or cards by the width, and a board card's lost reason or booking value shown by `:has`
 * once that stage is chosen.
 */
export const PIPELINE_STYLE = `
  .filters-fold { margin-bottom: 0.75rem; }
  .filters-fold > summary { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1rem; background: #fff; border: 1px solid #d5dbe0; border-radius: 8px; }
  .filters-fold[open] > summary { margin-bottom: 0.5rem; }
  .badge.duplicate { background: #fff; color: #5b2d82; border: 2px solid #5b2d82; }
  .badge.soon { background: #fff; color: #7a4100; border: 2px solid #7a4100; }
  .lead-cards { display: none; list-style: none; padding: 0; margin: 0; }
  .lead-card { position: relative; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5rem; background: #fff; border: 1px solid #d5dbe0; border-radius: 10px; padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; }
  .lead-card .name { flex: 1 1 auto; font-weight: 700; font-size: 1.0625rem; }
  .lead-card .name::after { content: ''; position: absolute; inset: 0; }
  .lead-card p { margin: 0; }
  .lead-card .meta { flex: 1 1 100%; margin: 0.1rem 0 0; }
  @media (max-width: 40rem) {
    .leads-table { display: none; }
    .lead-cards { display: block; }
    .new-count, .found { margin: 0.25rem 0; }
    .filters-fold { margin-bottom: 0.25rem; }
  }
  .board { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 1rem; align-items: start; }
  .board .column { background: #f7f9fa; border: 1px solid #d5dbe0; border-radius: 12px; padding: 0.75rem; min-width: 0; }
  .board .column h2 { margin: 0 0 0.25rem; font-size: 1.125rem; }
  .board .recent { font-weight: 400; font-size: 0.875rem; }
  .board .figures { margin: 0 0 0.75rem; font-size: 0.9375rem; }
  ol.cards { list-style: none; padding: 0; margin: 0; }
  .board-card { background: #fff; border: 1px solid #d5dbe0; border-radius: 10px; padding: 0.75rem; margin-bottom: 0.75rem; }
  .board-card.flagged { border-left: 6px solid #b00020; }
  .board-card h3 { font-size: 1.0625rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
  .board-card p { margin: 0.15rem 0; }
  .move { margin-top: 0.5rem; display: grid; gap: 0.35rem; }
  .move label { font-size: 0.875rem; margin: 0; }
  .move .if-lost, .move .if-booked { display: none; }
  .move:has(.stage option[value=lost]:checked) .if-lost, .move:has(.stage option[value=booked]:checked) .if-booked { display: grid; gap: 0.35rem; }
  .move button { width: 100%; min-height: 44px; }
  table.rates th, table.rates td { width: auto; }
  ul.same-leads, ol.same-leads { list-style: none; padding: 0; margin: 0; }
  ul.same-leads > li, ol.same-leads > li { border-top: 1px solid #d5dbe0; padding: 0.75rem 0; }
  ul.same-leads h3, ol.same-leads h4 { margin: 0; font-size: 1.0625rem; }
`;
