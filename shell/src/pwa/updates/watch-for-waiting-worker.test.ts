import { describe, expect, it, jest } from '@jest/globals';
import { watchForWaitingWorker } from './watch-for-waiting-worker.ts';

/** Just the parts of a registration and its workers that the watcher reads, driven by hand. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;

  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }

  finishInstall(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget {
  controller: object | null;

  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? {} : null;
  }

  claim() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function watch(registration: FakeRegistration, container: FakeContainer) {
  const onWaiting = jest.fn();
  watchForWaitingWorker(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    onWaiting,
  );
  return onWaiting;
}

describe('watchForWaitingWorker', () => {
  it('announces a worker left waiting by an earlier visit', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    expect(watch(registration, new FakeContainer(true))).toHaveBeenCalledTimes(1);
  });

  it('announces each update that installs and waits, not only the first', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(true));
    expect(onWaiting).not.toHaveBeenCalled();
    const first = registration.findUpdate();
    expect(onWaiting).not.toHaveBeenCalled();
    registration.finishInstall(first);
    expect(onWaiting).toHaveBeenCalledTimes(1);
    registration.finishInstall(registration.findUpdate());
    expect(onWaiting).toHaveBeenCalledTimes(2);
  });

  it('does not announce the first install, which takes over at once', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(false));
    registration.finishInstall(registration.findUpdate());
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('announces a newer worker waiting behind the first install once that install claims the page', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(false);
    const onWaiting = watch(registration, container);
    registration.waiting = new FakeWorker();
    expect(onWaiting).not.toHaveBeenCalled();
    container.claim();
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('does not announce anything when the page changes controller with nothing waiting', () => {
    const container = new FakeContainer(false);
    const onWaiting = watch(new FakeRegistration(), container);
    container.claim();
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('does not announce an update that failed to install', () => {
    const registration = new FakeRegistration();
    const onWaiting = watch(registration, new FakeContainer(true));
    const worker = registration.findUpdate();
    registration.installing = null;
    worker.moveTo('redundant');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
