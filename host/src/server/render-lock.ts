/**
 * One render at a time: @gbx/shared keeps page-wide state (the bus, the query
 * cache, the language) on the global object, as a page has one visitor; the
 * server gives it to one visitor's render at a time. A render waits at most
 * `waitMs` for its turn; past that the page is served to render in the
 * browser, as before server rendering, instead of queueing behind others.
 */
let tail: Promise<unknown> = Promise.resolve();

export class RenderBusyError extends Error {
  constructor() {
    super('the server was rendering other pages');
    this.name = 'RenderBusyError';
  }
}

export function withRenderLock<T>(waitMs: number, work: () => Promise<T>): Promise<T> {
  const previous = tail;
  let release!: () => void;
  const turn = new Promise<void>((resolve) => {
    release = resolve;
  });
  tail = previous.then(() => turn);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'busy'>((resolve) => {
    timer = setTimeout(() => resolve('busy'), waitMs);
  });
  return Promise.race([previous.then(() => 'turn' as const), timedOut]).then(async (outcome) => {
    clearTimeout(timer);
    if (outcome === 'busy') {
      // Our turn still comes; hand it on at once.
      void previous.then(release);
      throw new RenderBusyError();
    }
    try {
      return await work();
    } finally {
      release();
    }
  });
}
