import { apiErrorOf } from "~/lib/api";
import type { ConsultationResponse } from "@lib/consultation";

/**
 * Sends the consultation as multipart with XMLHttpRequest: fetch has no upload progress, and a
 * large file deserves a progress bar. A failed answer becomes the same `ApiError` as every call
 * through `app/lib/api.ts`.
 */
export function sendConsultation(
  fields: Record<string, string | number | undefined>,
  file: File | null,
  onProgress: (fraction: number) => void,
): Promise<ConsultationResponse> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") body.append(key, String(value));
  }
  // The file last: the server has every field before the bytes arrive.
  if (file) body.append("supportingFile", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/workflow-consultation");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          apiErrorOf({
            status: xhr.status,
            statusText: xhr.statusText,
            text: xhr.responseText,
            url: xhr.responseURL,
          }),
        );
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as ConsultationResponse);
      } catch {
        // A 2xx that is not JSON (a proxy's page) carries no receipt to show.
        resolve({} as ConsultationResponse);
      }
    };
    xhr.onerror = () => reject(new Error("network error"));
    xhr.send(body);
  });
}
