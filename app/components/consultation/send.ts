import { ApiError } from "~/lib/api";
import type { ConsultationResponse } from "@lib/consultation";

/**
 * Sends the consultation as multipart with XMLHttpRequest: fetch has no upload progress, and a
 * large file deserves a progress bar. Errors become `ApiError`s, as with `app/lib/api.ts`.
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
      let json: {
        error?: string;
        fields?: Record<string, string>;
      } & Partial<ConsultationResponse> = {};
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page).
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json as ConsultationResponse);
      } else {
        reject(
          new ApiError(
            xhr.status,
            json.error ?? `${xhr.status}: ${xhr.responseText || xhr.statusText}`,
            json.fields,
          ),
        );
      }
    };
    xhr.onerror = () => reject(new Error("network error"));
    xhr.send(body);
  });
}
