import { deviceTypeOf } from './device-type.ts';
import { InstallPromptController } from './install-prompt-controller.ts';
import { logInstall } from './log-install.ts';
import { autoPromptsOn } from './own-prompt-kind.ts';
import { sessionFlags } from './session-flags.ts';

/**
 * The page's one install prompt, listening from the moment this module loads: the browser's offer
 * can come before any screen renders, and one not caught is gone. Deliberately small: it is part of
 * first paint, while the prompt's UI loads later.
 */
export const installPrompt = new InstallPromptController({
  target: window,
  flags: sessionFlags(),
  deviceType: deviceTypeOf(navigator),
  autoPrompt: autoPromptsOn(navigator),
  logInstall,
});
installPrompt.start();
