// Damier's engine in a worker of its own: a job (JSON) in, its answer (JSON) out, one at a time.
// An analysis posts its progress as [done, total] on the way.
import init, { answer_job } from "./damier_worker.js";

const ready = init({ module_or_path: "./damier_worker_bg.wasm" });

self.onmessage = async (event) => {
  await ready;
  const progress = (done, total) => self.postMessage([done, total]);
  self.postMessage(answer_job(event.data, progress));
};
