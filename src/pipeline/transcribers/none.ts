// `none`: no speech recognition here, so a video alone cannot be processed; the user uploads a transcript.
import { TranscriberError, type Transcriber } from "./types.ts";

export const noneTranscriber: Transcriber = {
  name: "none",
  async transcribe() {
    throw new TranscriberError(
      "no transcriber is configured: upload a transcript (PUT /site-visits/{id}/transcript), install pocketsphinx " +
        "(apt-get install pocketsphinx pocketsphinx-en-us) or set SITEVISIT_TRANSCRIBE_URL",
      true,
    );
  },
};
