/**
 * The page's answer to 'controllerchange', told whether a worker controls the page now: reload when
 * a new worker replaces the one that was controlling the page, at most once per page life. The
 * first install (no controller before) does not reload: the page already runs the current build.
 * Nor does losing the controller (logout's Clear-Site-Data unregisters the worker).
 */
export function reloadWhenControllerReplaced(hadController: boolean, reload: () => void): (controlledNow: boolean) => void {
  let controlled = hadController;
  let reloading = false;
  return (controlledNow) => {
    if (controlled && controlledNow && !reloading) {
      reloading = true;
      reload();
    }
    controlled = controlledNow;
  };
}
