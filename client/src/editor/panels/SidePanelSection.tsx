import { useId, type ReactNode } from 'react';

export interface SidePanelSectionProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * One of the side panel's clearly separated sections (Floor plan, Catalogue, Finishes, Share and
 * comments). A named group rather than a region: the panels inside are regions of their own
 * ("Catalogue", "Share"), and a region of the same name around them would make them ambiguous.
 */
export function SidePanelSection({ title, icon, children }: SidePanelSectionProps) {
  const titleId = useId();
  return (
    <div className="panel-group" role="group" aria-labelledby={titleId}>
      <h2 className="panel-group-title" id={titleId}>
        {icon}
        {title}
      </h2>
      {children}
    </div>
  );
}
