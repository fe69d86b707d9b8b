// Uploading files with the generated client: a raw-body route's media types carry no schema in the
// document (OpenAPI 3.1: any bytes of that type), so openapi-typescript types the body as unknown
// and a Blob, a File or a stream goes in as it is, with no cast. The bodySerializer passes it
// through (openapi-fetch serializes bodies as JSON by default); Content-Type says what it is.
import type { Client } from "openapi-fetch";
import type { paths } from "./generated/api";

/** Uploads a photo (POST /uploads): the Upload object, whose `url` an item can cite. */
export async function uploadPhoto(api: Client<paths>, photo: Blob, key: string) {
  return api.POST("/uploads", {
    body: photo,
    bodySerializer: (body) => body,
    headers: { "Content-Type": photo.type || "image/jpeg", "Idempotency-Key": key },
  });
}

/** Sends a visit's walkthrough video (PUT /site-visits/{id}/video): processing starts. */
export async function uploadVideo(api: Client<paths>, visitId: string, video: Blob) {
  return api.PUT("/site-visits/{id}/video", {
    params: { path: { id: visitId } },
    body: video,
    bodySerializer: (body) => body,
    headers: { "Content-Type": video.type || "video/mp4" },
  });
}
