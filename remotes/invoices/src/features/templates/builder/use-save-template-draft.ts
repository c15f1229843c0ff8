import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { createTemplate, templateKeys, templateQueryOptions, useSaveTemplate } from '@ledgerline/api-client';
import { appPaths, type Template, type TemplateSettings } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { settingsOf } from './settings-of.ts';

/**
 * Saving the builder: a saved template is replaced with the version it was opened at (someone
 * else's save in between answers 409 and is offered for reload); a new one is made from its
 * design first, then saved, and the builder moves to its address.
 */
export function useSaveTemplateDraft(saved: Template | undefined, onSaved: (template: Template) => void) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveTemplate();
  const [conflict, setConflict] = useState(false);
  const [creating, setCreating] = useState(false);

  async function submit(settings: TemplateSettings) {
    setConflict(false);
    try {
      let base = saved;
      if (!base) {
        setCreating(true);
        base = await createTemplate(settings.design);
      }
      const template = await save.mutateAsync({ id: base.id, update: { ...settings, version: base.version } });
      onSaved(template);
      toast.success('Template saved');
      if (!saved) navigate(appPaths.templateBuilder(template.id), { replace: true });
    } catch (error) {
      const problem = problemErrors(error);
      if (problem.status === 409) setConflict(true);
      else toast.error('The template was not saved', problem.message);
    } finally {
      setCreating(false);
    }
  }

  /** Drops the edits and starts again from the template as it is saved now. */
  async function reload() {
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: templateKeys.detail(saved.id) });
    const fresh = await queryClient.fetchQuery(templateQueryOptions(saved.id));
    setConflict(false);
    onSaved(fresh);
    return settingsOf(fresh);
  }

  return { submit, reload, conflict, saving: save.isPending || creating };
}
