// The resumable video uploads as the API serves them: under /api/v1, the caller named by its API key
// (an upload belongs to the key that created it).
import { apiKeyScope } from "../http/context";
import { requestState } from "../http/request-state";
import { videoUploadRoutes } from "./routes";

export const apiVideoUploadRoutes = videoUploadRoutes({
  name: "video-uploads-api",
  mountedAt: "/api/v1",
  resolveCaller: (request) => {
    const scope = apiKeyScope(request);
    return { scope, owner: `key:${requestState(request)!.auth!.keyId}` };
  },
});
