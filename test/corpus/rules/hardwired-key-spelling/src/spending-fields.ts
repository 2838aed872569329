// fidelity-audit corpus: rule hardwired-key-spelling (the field list a spending-search request asks for, kept in its own module), modelled on public federal spending APIs (written for this repo, 2026-12-03)
export const AWARD_FIELDS = ["Award ID", "Recipient Name", "Award Amount", "Start Date"];
