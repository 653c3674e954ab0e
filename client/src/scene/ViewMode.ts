/** The 2D top (orthographic) view, where walls are drawn, or the 3D perspective view. */
export type ViewMode = 'top' | 'perspective';
