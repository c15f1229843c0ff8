import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@ledgerline/shell-sdk';
import { templateSchema, type DocumentKind, type Template, type TemplateDesign, type TemplateUpdate } from '@ledgerline/contracts';
import { templateKeys } from './template-keys.ts';

const path = (id: string, rest = '') => `/api/templates/${encodeURIComponent(id)}${rest}`;
const parsed = async (response: Response) => templateSchema.parse(await response.json());

export const createTemplate = async (design: TemplateDesign) => parsed(await apiRequest('POST', '/api/templates', { design }));
export const saveTemplate = async (id: string, update: TemplateUpdate) => parsed(await apiRequest('PUT', path(id), update));
export const makeTemplateDefault = async (id: string, kind: DocumentKind) => parsed(await apiRequest('POST', path(id, '/default'), { kind }));
export const uploadTemplateLogo = async (id: string, file: Blob) => parsed(await apiUpload(path(id, '/logo'), file));
export const removeTemplateLogo = async (id: string) => parsed(await apiRequest('DELETE', path(id, '/logo')));
export const deleteTemplate = async (id: string) => {
  await apiRequest('DELETE', path(id));
};

/** A changed template replaces the cached one under its key; the list (which shows defaults) is read again. */
function remember(queryClient: QueryClient, template: Template) {
  queryClient.setQueryData(templateKeys.detail(template.id), template);
  return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
}

function useTemplateMutation<Variables>(request: (variables: Variables) => Promise<Template>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (variables: Variables) => request(variables), onSuccess: (template) => remember(queryClient, template) });
}

export const useCreateTemplate = () => useTemplateMutation(createTemplate);
export const useSaveTemplate = () => useTemplateMutation(({ id, update }: { id: string; update: TemplateUpdate }) => saveTemplate(id, update));
export const useMakeTemplateDefault = () => useTemplateMutation(({ id, kind }: { id: string; kind: DocumentKind }) => makeTemplateDefault(id, kind));
export const useUploadTemplateLogo = () => useTemplateMutation(({ id, file }: { id: string; file: Blob }) => uploadTemplateLogo(id, file));
export const useRemoveTemplateLogo = () => useTemplateMutation(removeTemplateLogo);

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    // Documents that used it follow their default again, so their cached answers are stale too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
