// What other admin screens need from the blog feature: its rich-text editor (TipTap), loaded on
// demand so that TipTap stays in the chunk of the screen that shows it (the legal texts, ADR 0076).
export const loadRichTextEditor = () => import('./components/rich-text-editor.tsx');
