/**
 * The editor's chunks (three included). main.tsx imports this module first, so opening a design
 * starts their download before React and the rest of the entry are evaluated, not when the route
 * first renders.
 */
export const loadEditorPage = () => import('../editor/EditorPage').then((page) => page.EditorPage);

if (!['/', '/app'].includes(window.location.pathname)) void loadEditorPage();
