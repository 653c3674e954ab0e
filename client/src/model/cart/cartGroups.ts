/**
 * The price list's groups, in the order a quote lists them (issue 17). Furniture and decorations are
 * not on the list, yet a design may hold priced ones: they get a group of their own rather than
 * hiding among the accessories.
 */
export const CART_GROUPS = [
  { id: 'cabinets', label: 'Cabinets' },
  { id: 'fillersAndPanels', label: 'Fillers and panels' },
  { id: 'appliances', label: 'Appliances' },
  { id: 'accessoriesAndMolding', label: 'Accessories and molding' },
  { id: 'furnitureAndDecorations', label: 'Furniture and decorations' },
  { id: 'countertop', label: 'Countertop' },
  { id: 'flooring', label: 'Flooring' },
  { id: 'backsplash', label: 'Backsplash' },
] as const;

export type CartGroupId = (typeof CART_GROUPS)[number]['id'];
