import type { LeadRequest, LeadResponse } from "@lib/lead";
import { api } from "~/lib/api";

export const submitLeadRequest = (body: LeadRequest) =>
  api.post<LeadResponse>("/api/inquiries", body);
