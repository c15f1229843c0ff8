import { describe, expect, it, jest } from '@jest/globals';
import { reloadWhenControllerReplaced } from './reload-once.ts';

describe('reloadWhenControllerReplaced', () => {
  it('reloads once when a new worker replaces the controlling one, however often it changes', () => {
    const reload = jest.fn();
    const onControllerChange = reloadWhenControllerReplaced(true, reload);
    onControllerChange(true);
    onControllerChange(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control of the page', () => {
    const reload = jest.fn();
    reloadWhenControllerReplaced(false, reload)(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for an update that arrives after the first install in the same page', () => {
    const reload = jest.fn();
    const onControllerChange = reloadWhenControllerReplaced(false, reload);
    onControllerChange(true);
    onControllerChange(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the worker is removed and nothing controls the page', () => {
    const reload = jest.fn();
    const onControllerChange = reloadWhenControllerReplaced(true, reload);
    onControllerChange(false);
    expect(reload).not.toHaveBeenCalled();
    onControllerChange(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
