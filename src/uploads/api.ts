// The resumable video uploads as the API serves them: under /api/v1, the caller named by its API key.
import { apiKeyScope } from "../http/context";
import { videoUploadRoutes } from "./routes";

export const apiVideoUploadRoutes = videoUploadRoutes({
  name: "video-uploads-api",
  mountedAt: "/api/v1",
  resolveScope: apiKeyScope,
});
