// Preloaded into the child server by the memory test: SIGUSR2 runs a full garbage collection, so heap samples
// measure what is kept alive rather than what the collector has not reached yet.
process.on('SIGUSR2', () => globalThis.gc?.());
