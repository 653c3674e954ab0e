import { Router, type RequestHandler } from 'express';
import swaggerUi from 'swagger-ui-express';
import { buildOpenApiDocument, type OpenApiDocument } from './buildOpenApiDocument';

/**
 * `/docs`: the OpenAPI document as JSON (`/docs/openapi.json`) and a browsable page over it. Both are
 * built on the first request, not at start-up: an idle product process neither holds the document nor
 * leaves the garbage of building it in its young generation.
 */
export function openApiRoutes(): Router {
  let built: { document: OpenApiDocument; page: RequestHandler } | null = null;
  const docs = () => {
    if (built) return built;
    const document = buildOpenApiDocument();
    built = { document, page: swaggerUi.setup(document, { customSiteTitle: 'KitchenSync api' }) };
    return built;
  };
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(docs().document);
  });
  const page: RequestHandler = (req, res, next) => docs().page(req, res, next);
  router.use('/', swaggerUi.serve, page);
  return router;
}
