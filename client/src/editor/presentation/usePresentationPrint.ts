import type {
  ClientDomainCart,
  Design,
  LengthUnit,
  PlacedModel,
  PlacedOpening,
  Role,
  Wall,
} from '@kitchensync/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useInstallation } from '../../app/useInstallation';
import { formatMoney } from '../../model/cart/formatMoney';
import { quoteDocument } from '../../model/cart/quoteDocument';
import { quoteTotals } from '../../model/cart/quoteTotals';
import { drawableInStandardFont } from '../cart/quotePdf';
import { useDesignCart } from '../cart/useDesignCart';
import { useCollections } from '../catalogue/useCollections';
import type { PresentationSection } from './PresentationSection';
import { presentationPdf, type PresentationPictureFile } from './presentationPdf';
import { fetchPresentationImage, listPresentationImages } from './presentationImagesApi';
import { keepPrintedPresentation, printedPresentationsKey } from './printedPresentationsApi';

export interface PresentationPrintProps {
  saveId: string;
  designName: string;
  models: readonly PlacedModel[];
  walls: readonly Wall[];
  openings: readonly PlacedOpening[];
  design: Pick<Design, 'countertop' | 'flooring' | 'backsplash' | 'quote'>;
  unit: LengthUnit;
  role: Role | null;
  /** A viewer on a confidential link sees no prices, so their presentation has no price list. */
  confidential: boolean;
  clientDomainCart: ClientDomainCart | null;
  /** Pages other parts add between the renders and the custom slides (layout sheet, elevations). */
  sections?: readonly PresentationSection[];
}

export type PresentationPrintState = 'idle' | 'making' | 'failed';

/** A made presentation, shown in the PDF Preview popup, and whether it was kept with the save. */
export interface MadePresentation {
  pdf: Blob;
  fileName: string;
  kept: 'keeping' | 'kept' | 'not kept' | { refused: string };
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Makes the presentation PDF from what is kept with the save at the moment of printing (the chosen
 * renders in their order, the slides) and the design's price list with the quote's designer details,
 * then shows it in the PDF Preview popup. Those who may edit the save keep it with the save too
 * (issue 16 item 9), so its editors find it in the Presentation Edit popup.
 */
export function usePresentationPrint(props: PresentationPrintProps) {
  const { saveId, designName, models, walls, openings, design, unit, role, confidential, clientDomainCart } =
    props;
  const { cart } = useDesignCart(models, walls, openings, design);
  const installation = useInstallation();
  const collections = useCollections();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PresentationPrintState>('idle');
  const [made, setMade] = useState<MadePresentation | null>(null);
  const ready = installation.data !== undefined;

  const keep = async (name: string, pdf: Blob) => {
    try {
      await keepPrintedPresentation(saveId, name, pdf);
      await queryClient.invalidateQueries({ queryKey: printedPresentationsKey(saveId) });
      setMade((shown) => (shown?.pdf === pdf ? { ...shown, kept: 'kept' } : shown));
    } catch (error) {
      // The PDF is still shown and can be downloaded: only keeping it failed, with the api's reason.
      const refused = error instanceof Error ? error.message : String(error);
      setMade((shown) => (shown?.pdf === pdf ? { ...shown, kept: { refused } } : shown));
    }
  };

  /** Makes the presentation; `keepWithSave` when the person may edit the save. */
  const print = async (keepWithSave: boolean) => {
    const currency = installation.data?.currency;
    if (currency === undefined) return;
    setState('making');
    try {
      const kept = await listPresentationImages(saveId);
      const withBytes = (images: typeof kept.renders) =>
        Promise.all(
          images
            .filter((image) => image.included)
            .map(async (image): Promise<PresentationPictureFile> => ({
              ...image,
              bytes: await fetchPresentationImage(saveId, image.id),
            })),
        );
      const [renders, slides] = await Promise.all([withBytes(kept.renders), withBytes(kept.slides)]);
      const styles = new Map((collections.data ?? []).map((style) => [style.catalogStyleId, style.name]));
      const signedIn = user.data ?? null;
      const quote = quoteDocument({
        cart,
        quote: design.quote,
        totals: quoteTotals(cart.totalCents, design.quote),
        designName,
        unit,
        currency,
        currencyDisplay: drawableInStandardFont(formatMoney(0, currency)) ? 'symbol' : 'code',
        issuedOn: today(),
        styleName: (id) => styles.get(id) ?? id,
        signedIn:
          signedIn === null ? null : { name: signedIn.guest ? '' : signedIn.name, email: signedIn.email },
      });
      const showsPrices = clientDomainCart !== 'none' && !(confidential && role === 'viewer');
      const pdf = await presentationPdf({
        designName,
        designer: quote.designer,
        date: LONG_DATE.format(new Date()),
        renders,
        sections: props.sections ?? [],
        slides,
        priceList: showsPrices && cart.groups.length > 0 ? quote : null,
      });
      const name = `${designName.trim() || 'Untitled Save'} presentation`;
      setMade({ pdf, fileName: `${name}.pdf`, kept: keepWithSave ? 'keeping' : 'not kept' });
      setState('idle');
      if (keepWithSave) void keep(name, pdf);
    } catch {
      // Nothing kept was changed; only this file was not made, and printing can be tried again.
      setState('failed');
    }
  };

  return { print, state, ready, made, closePreview: () => setMade(null) };
}
