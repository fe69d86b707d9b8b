// The text worker's thread (see text-work.ts): parses an uploaded transcript, runs the rules, or
// checks a model's answer, then posts the result back. Everything here grows with the input, which is
// why it runs off the event loop; the caller terminates this thread when it overruns its budget.
import { answerOrRules } from "./extractors/openai-answer.ts";
import { extractSync } from "./extractors/rules/index.ts";
import { parseTranscript } from "./transcript-formats.ts";
import type { TextReply, TextTask } from "./text-work.ts";

declare const self: Worker;

function run(task: TextTask): unknown {
  switch (task.kind) {
    case "parse":
      return parseTranscript(task.input, { format: task.format, language: task.language });
    case "rules":
      return extractSync(task.transcript);
    case "answer":
      return answerOrRules(task.body, task.transcript);
  }
}

self.onmessage = (e: MessageEvent<TextTask>) => {
  let reply: TextReply;
  try {
    reply = { ok: true, value: run(e.data) };
  } catch (err) {
    const {
      name = "Error",
      message = String(err),
      permanent,
    } = (err ?? {}) as { name?: string; message?: string; permanent?: boolean };
    reply = { ok: false, name, message, permanent: permanent === true };
  }
  postMessage(reply);
};
