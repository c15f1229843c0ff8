import { resourceKeys } from '../resource-keys.ts';

/** The one key factory of document templates, for the template list, the builder and the document editors alike. */
export const templateKeys = resourceKeys<'/api/templates'>('/api/templates');
