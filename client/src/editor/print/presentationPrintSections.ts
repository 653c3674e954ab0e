import type { Design, IslandWall, LengthUnit, PlacedModel, PlacedOpening, Wall } from '@kitchensync/schemas';
import { elevationDrawing } from '../../model/elevation/elevationDrawing';
import { islandElevations } from '../../model/elevation/islandElevations';
import { wallElevation } from '../../model/elevation/wallElevation';
import type { LayoutFooter } from '../../model/print/layoutFooter';
import { containedRect } from '../../model/print/layoutSheetGeometry';
import {
  PRESENTATION_FOOTER,
  PRESENTATION_MARGIN,
  PRESENTATION_PAGE,
} from '../../model/presentation/presentationPages';
import type { PresentationSection } from '../presentation/PresentationSection';
import { drawElevationPages, type ElevationPage } from './elevationPdf';
import { layoutSheet } from './layoutSheet';

export interface PrintSectionsInput {
  walls: readonly Wall[];
  islandWalls: readonly IslandWall[];
  models: readonly PlacedModel[];
  openings: readonly PlacedOpening[];
  design: Pick<Design, 'backsplash' | 'handle'>;
  unit: LengthUnit;
  projectName: string;
  footer: LayoutFooter;
}

/**
 * The elevations as the Print menu's Elevation shows them: one per visible wall, then each visible
 * island's front and back.
 */
export function elevationPages(input: Omit<PrintSectionsInput, 'projectName' | 'footer'>): ElevationPage[] {
  const walls = input.walls
    .filter((wall) => wall.visible)
    .map((wall, index) =>
      wallElevation({
        wall,
        index,
        models: input.models,
        openings: input.openings,
        backsplash: input.design.backsplash,
        unit: input.unit,
        designHandle: input.design.handle,
      }),
    );
  const islands = input.islandWalls
    .filter((island) => island.visible)
    .flatMap((island, index) =>
      islandElevations({
        island,
        index,
        models: input.models,
        unit: input.unit,
        designHandle: input.design.handle,
      }),
    );
  return [...walls, ...islands].map((elevation) => ({ elevation, drawing: elevationDrawing(elevation) }));
}

/**
 * The presentation's pages from the Print menu (issue 16 item 6): the layout sheet, then the wall
 * elevations, on the presentation's US Letter landscape pages. A design with no walls has neither.
 */
export function presentationPrintSections(input: PrintSectionsInput): PresentationSection[] {
  const { width, height } = PRESENTATION_PAGE;
  return [
    {
      title: 'Layout',
      async addPages(pdf) {
        if (!input.walls.some((wall) => wall.visible)) return;
        const { png } = await layoutSheet({ ...input, watermark: 'KitchenSync' });
        pdf.addPage('letter', 'landscape');
        const frame = {
          x: PRESENTATION_MARGIN,
          y: PRESENTATION_MARGIN,
          width: width - 2 * PRESENTATION_MARGIN,
          height: height - 2 * PRESENTATION_MARGIN - PRESENTATION_FOOTER,
        };
        const bitmap = await createImageBitmap(png);
        const place = containedRect(bitmap.width, bitmap.height, frame);
        bitmap.close();
        pdf.addImage(
          new Uint8Array(await png.arrayBuffer()),
          'PNG',
          place.x,
          place.y,
          place.width,
          place.height,
          'presentation-layout',
          'FAST',
        );
      },
    },
    {
      title: 'Elevations',
      addPages(pdf) {
        const pages = elevationPages(input);
        if (pages.length === 0) return;
        drawElevationPages(
          pdf,
          {
            projectName: input.projectName.trim() || 'Untitled',
            designer: input.footer.designer,
            date: input.footer.date,
            unit: input.unit,
            pages,
          },
          { startOnNewPage: true, numbered: false, addPage: () => pdf.addPage('letter', 'landscape') },
        );
      },
    },
  ];
}
