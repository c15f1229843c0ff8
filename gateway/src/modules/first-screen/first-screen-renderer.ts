import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedFirstScreen } from '@ledgerline/contracts';
import type { Logger } from 'pino';

/** The shell's build writes it (shell/rspack.first-screen-render.config.js). */
const RENDER_BUNDLE = path.join('shell', 'dist-render', 'first-screen-render.mjs');

export type RenderFirstScreen = (rendered: RenderedFirstScreen) => string;

/**
 * The shell's built first-screen renderer, imported once on first use as a build artifact (the
 * gateway imports no front-end source). Undefined when the shell was built without it or it does
 * not load: pages are then served as built, and the app fetches its own first data.
 */
export function firstScreenRenderer(webRoot: string, logger: Logger): () => Promise<RenderFirstScreen | undefined> {
  let loaded: Promise<RenderFirstScreen | undefined> | undefined;
  const load = async (): Promise<RenderFirstScreen | undefined> => {
    const file = path.join(webRoot, RENDER_BUNDLE);
    try {
      await access(file);
    } catch {
      return undefined;
    }
    try {
      const bundle = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
      if (typeof bundle.renderFirstScreen === 'function') return bundle.renderFirstScreen as RenderFirstScreen;
      logger.error({ file }, 'the first-screen render bundle exports no renderFirstScreen; pages are served as built');
    } catch (error) {
      logger.error({ file, err: error }, 'the first-screen render bundle could not be loaded; pages are served as built');
    }
    return undefined;
  };
  return () => (loaded ??= load());
}
