// The editor's addresses (docs/template-editor.md), for its own page and for the dashboard's links.
import { paths, withQuery } from '@ruume/contracts';

/** Query parameters: `?id=` picks the template to edit, `?from=` the one a new template copies. */
export const TEMPLATE_ID_PARAM = 'id';
export const TEMPLATE_FROM_PARAM = 'from';

/** /dashboard/edit-template?id=… */
export const editTemplatePath = (id: string) =>
  withQuery(paths.dashboard.editTemplate, { [TEMPLATE_ID_PARAM]: id });
/** /dashboard/create-template?from=…: a new template starting from another (a stock one). */
export const createTemplatePath = (from?: string) =>
  withQuery(paths.dashboard.createTemplate, { [TEMPLATE_FROM_PARAM]: from });
