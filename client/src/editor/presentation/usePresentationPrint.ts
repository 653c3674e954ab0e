import type { ClientDomainCart, Design, LengthUnit, PlacedModel, Role, Wall } from '@kitchensync/schemas';
import { useState } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { useInstallation } from '../../app/useInstallation';
import { formatMoney } from '../../model/cart/formatMoney';
import { quoteDocument } from '../../model/cart/quoteDocument';
import { quoteTotals } from '../../model/cart/quoteTotals';
import { drawableInStandardFont } from '../cart/quotePdf';
import { useDesignCart } from '../cart/useDesignCart';
import { useCollections } from '../catalogue/useCollections';
import { openPresentationPdf } from './openPresentationPdf';
import type { PresentationSection } from './PresentationSection';
import { presentationPdf, type PresentationPictureFile } from './presentationPdf';
import { fetchPresentationImage, listPresentationImages } from './presentationImagesApi';

export interface PresentationPrintProps {
  saveId: string;
  designName: string;
  models: readonly PlacedModel[];
  walls: readonly Wall[];
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

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Makes the presentation PDF from what is kept with the save at the moment of printing (the chosen
 * renders in their order, the slides) and the design's price list with the quote's designer details,
 * then opens it.
 */
export function usePresentationPrint(props: PresentationPrintProps) {
  const { saveId, designName, models, walls, design, unit, role, confidential, clientDomainCart } = props;
  const { cart } = useDesignCart(models, walls, design);
  const installation = useInstallation();
  const collections = useCollections();
  const user = useCurrentUser();
  const [state, setState] = useState<PresentationPrintState>('idle');
  const ready = installation.data !== undefined;

  const print = async () => {
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
      await openPresentationPdf(`${designName.trim() || 'Untitled Save'} presentation.pdf`, pdf);
      setState('idle');
    } catch {
      // Nothing kept was changed; only this file was not made, and printing can be tried again.
      setState('failed');
    }
  };

  return { print, state, ready };
}
