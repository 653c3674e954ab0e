// The theme, loaded once by main.tsx before any component's styles. Inter is bundled by Vite from
// @fontsource-variable (served by us, never fetched from another site); only the Radix Colors
// scales the tokens name are imported, not whole kits.
import '@fontsource-variable/inter/wght.css';
import '@radix-ui/colors/slate.css';
import '@radix-ui/colors/indigo.css';
import '@radix-ui/colors/red.css';
import '@radix-ui/colors/amber.css';
import '@radix-ui/colors/green.css';
import './tokens.css';
