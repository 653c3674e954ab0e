import { earlyCollabTicket } from '../collab/earlyCollabTicket';

/**
 * The editor's chunks (three included). main.tsx imports this module first, so opening a design
 * starts their download before React and the rest of the entry are evaluated, not when the route
 * first renders; the design's collab ticket is asked for at the same moment (earlyCollabTicket).
 */
export const loadEditorPage = () => import('../editor/EditorPage').then((page) => page.EditorPage);

const SAVE_PATH = /^\/(save_[A-Za-z0-9]+)$/;

if (!['/', '/app'].includes(window.location.pathname)) void loadEditorPage();
const openedSave = SAVE_PATH.exec(window.location.pathname)?.[1];
if (openedSave !== undefined) earlyCollabTicket.request(openedSave);
