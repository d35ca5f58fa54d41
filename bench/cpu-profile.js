// Reading a V8 CPU profile (CDP `Profiler.stop`): the benchmarks' one copy of it.

/** A frame's name as profile-startup.js prints it: the function, else its file and line. */
function frameName(frame) {
  return frame.functionName || (frame.url ? `(anonymous ${frame.url.split('/').pop()}:${frame.lineNumber})` : '(program)');
}

/**
 * Each sample of `profile`: its time (the profile's microseconds, the trace's clock), how long it
 * stands for (ms), and the names of the functions on its stack, innermost first.
 */
function* samples(profile, name = frameName) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children || []) parent.set(child, node.id);
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    time += profile.timeDeltas[i];
    const stack = [];
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) stack.push(name(byId.get(id).callFrame));
    yield { time, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, stack };
  }
}

/**
 * Self and inclusive time (ms) per function name of the samples that `keep(time)` keeps, each
 * largest first (inclusive: a sample counts once for every distinct function on its stack).
 */
function functionTimes(profile, keep = () => true, name = frameName) {
  const self = new Map();
  const inclusive = new Map();
  for (const { time, ms, stack } of samples(profile, name)) {
    if (!keep(time)) continue;
    self.set(stack[0], (self.get(stack[0]) || 0) + ms);
    for (const n of new Set(stack)) inclusive.set(n, (inclusive.get(n) || 0) + ms);
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), inclusive: sorted(inclusive) };
}

module.exports = { frameName, samples, functionTimes };
