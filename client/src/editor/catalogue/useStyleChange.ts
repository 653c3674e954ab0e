import { readNodes, type CatalogCollection, type CatalogModel } from '@kitchensync/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as Y from 'yjs';
import { changeStyle } from '../../doc/modelCommands/changeStyle';
import { ModelCommandError } from '../../doc/modelCommands/modelCommandError';
import { inStyleScope, type StyleScope } from '../../model/catalogue/StyleScope';
import { catalogueModelsQuery } from './catalogueModelsQuery';
import { useCatalogueAccount } from './useCatalogueAccount';

/** Where a style change writes: the live document and this client's origin. */
export interface StyleChangeTarget {
  doc: Y.Doc;
  origin: unknown;
}

/** What the last style change did, for the panel to say: a refusal changed nothing. */
export type StyleChangeOutcome = { refused: boolean; message: string };

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * Applies a collection to the models in a scope as one undoable command (`changeStyle`), after
 * fetching the catalogue models it needs (the ones of the types in scope, cached per type). A
 * collection locked for the plan or a locked model among the selected refuses with a message and
 * changes nothing; locked models are passed over when all items or a type change; models that do not come in the collection keep their style and are counted.
 */
export function useStyleChange(target: StyleChangeTarget | null) {
  const queryClient = useQueryClient();
  const { accountId } = useCatalogueAccount();
  const [outcome, setOutcome] = useState<StyleChangeOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (collection: CatalogCollection, scope: StyleScope) => {
    if (target === null) return;
    if (collection.locked) {
      setOutcome({ refused: true, message: `${collection.name} is locked on your plan.` });
      return;
    }
    const { doc, origin } = target;
    const types = new Set(
      readNodes(doc, 'model')
        .filter((model) => inStyleScope(model, scope))
        .map((model) => model.modelType),
    );
    setBusy(true);
    try {
      const lists = await Promise.all(
        [...types].map((type) => queryClient.fetchQuery(catalogueModelsQuery(type, accountId))),
      );
      const catalogue = new Map<string, CatalogModel>(
        lists.flat().map((model) => [model.catalogModelId, model]),
      );
      const result = changeStyle(doc, origin, scope, collection.catalogStyleId, (id) => catalogue.get(id));
      const kept =
        result.skipped.length === 0
          ? ''
          : ` ${items(result.skipped.length)} ${result.skipped.length === 1 ? 'does' : 'do'} not come in it and kept ${result.skipped.length === 1 ? 'its' : 'their'} style.`;
      setOutcome({
        refused: false,
        message: `Changed ${items(result.changed.length)} to ${collection.name}.${kept}${
          result.locked.length === 0
            ? ''
            : ` ${items(result.locked.length)} ${result.locked.length === 1 ? 'is' : 'are'} locked and kept ${result.locked.length === 1 ? 'its' : 'their'} style.`
        }`,
      });
    } catch (error) {
      if (error instanceof ModelCommandError) setOutcome({ refused: true, message: error.message });
      else setOutcome({ refused: true, message: error instanceof Error ? error.message : 'Error happened' });
    } finally {
      setBusy(false);
    }
  };

  return { apply, outcome, busy, clearOutcome: () => setOutcome(null) };
}
