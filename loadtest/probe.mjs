// Preloaded into the api and workers processes by the soak scenario (node --import): answers
// `{type:'fitrater-probe'}` messages on the IPC channel with the process's heap, RSS and open
// handles, after a full GC when the process runs with --expose-gc. Never loaded in production.
if (process.send) {
  process.on('message', (message) => {
    if (!message || message.type !== 'fitrater-probe') return;
    if (message.gc && typeof globalThis.gc === 'function') globalThis.gc();
    const memory = process.memoryUsage();
    // The IPC pipe itself is not one of the product's handles.
    const resources = process.getActiveResourcesInfo().filter((r) => r !== 'PipeWrap');
    const counts = {};
    for (const r of resources) counts[r] = (counts[r] ?? 0) + 1;
    process.send({ type: 'fitrater-probe', id: message.id, heapUsed: memory.heapUsed, rss: memory.rss, handles: resources.length, byType: counts });
  });
  // Listening for messages refs the channel: let the process exit as it would without the probe.
  process.channel?.unref();
}
