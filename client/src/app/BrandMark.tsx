import { ChefHat } from 'lucide-react';

/** KitchenSync's logo mark, beside the name on every screen. */
export function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true">
      <ChefHat size={18} strokeWidth={2} />
    </span>
  );
}
