/**
 * What a card shows before its design has a thumbnail: a quiet line drawing of a kitchen run
 * (wall cabinets, a window, base cabinets with a sink and a range), never an empty box.
 */
export function SaveThumbnailPlaceholder() {
  return (
    <svg className="save-thumbnail-placeholder" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
        {/* wall cabinets either side of a window */}
        <rect x="22" y="16" width="34" height="24" rx="1.5" />
        <line x1="39" y1="16" x2="39" y2="40" />
        <rect x="104" y="16" width="34" height="24" rx="1.5" />
        <line x1="121" y1="16" x2="121" y2="40" />
        <rect x="64" y="18" width="32" height="22" rx="1.5" />
        <line x1="80" y1="18" x2="80" y2="40" />
        <line x1="64" y1="29" x2="96" y2="29" />
        {/* countertop and base cabinets */}
        <line x1="16" y1="58" x2="144" y2="58" />
        <rect x="20" y="60" width="120" height="26" rx="1.5" />
        <line x1="50" y1="60" x2="50" y2="86" />
        <line x1="110" y1="60" x2="110" y2="86" />
        {/* sink and tap */}
        <path d="M68 58 v-6 a4 4 0 0 1 8 0" />
        <rect x="60" y="54" width="24" height="4" rx="1" />
        {/* range: burners and oven door */}
        <circle cx="118" cy="55" r="2.5" />
        <circle cx="132" cy="55" r="2.5" />
        <rect x="114" y="66" width="22" height="14" rx="1" />
        {/* handles */}
        <line x1="33" y1="66" x2="37" y2="66" />
        <line x1="78" y1="66" x2="82" y2="66" />
      </g>
    </svg>
  );
}
