/**
 * The page's answer to 'controllerchange': reload when a new worker replaces the one that was
 * controlling the page, at most once per page life. The first install (no controller before) does
 * not reload: the page already runs the current build.
 */
export function reloadWhenControllerReplaced(hadController: boolean, reload: () => void): () => void {
  let controlled = hadController;
  let reloading = false;
  return () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  };
}
